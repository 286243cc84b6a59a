import { unfollowed } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class UnfollowedAnswer extends answer(unfollowed) {}
