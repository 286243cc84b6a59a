import { impersonation } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ImpersonationAnswer extends answer(impersonation) {}
