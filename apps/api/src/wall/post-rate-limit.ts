import { Inject, Injectable } from '@nestjs/common';
import { AttemptFailures } from '../http/attempt-limiter.js';
import type { CurrentUser } from '../http/current-user.js';
import { countSending } from '../http/sending-limit.js';

/** Posts and comments one person may write in a 15-minute window: a lively thread, never a flood. */
export const POSTS_PER_WINDOW = 30;

/** Counts every post and comment a person writes; the one over the limit gets 429 "Too many posts. Try again in n minutes." */
@Injectable()
export class PostRateLimit {
  constructor(@Inject(AttemptFailures) private readonly attempts: AttemptFailures) {}

  async count(user: CurrentUser): Promise<void> {
    await countSending(this.attempts, { scope: 'wall_posts', max: POSTS_PER_WINDOW, what: 'posts' }, user.id);
  }
}
