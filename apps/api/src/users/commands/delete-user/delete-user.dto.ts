import { userDeleted } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class UserDeletedAnswer extends answer(userDeleted) {}
