import { signedOut } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SignedOutAnswer extends answer(signedOut) {}
