import { handedOffUser } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class HandedOffUserAnswer extends answer(handedOffUser) {}
