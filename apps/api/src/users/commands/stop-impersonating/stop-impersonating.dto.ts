import { impersonationEnded } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ImpersonationEndedAnswer extends answer(impersonationEnded) {}
