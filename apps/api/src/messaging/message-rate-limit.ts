import { Inject, Injectable } from '@nestjs/common';
import { AttemptFailures, type AttemptLimiter } from '../http/attempt-limiter.js';
import type { CurrentUser } from '../http/current-user.js';

/** Messages one person may send in the limiter's 15-minute window: a lively chat, never a flood. */
export const MESSAGES_PER_WINDOW = 100;

/** Counts every message a person sends (starting a conversation is one); the one over the limit gets 429. */
@Injectable()
export class MessageRateLimit {
  private readonly limiter: AttemptLimiter;

  constructor(@Inject(AttemptFailures) attempts: AttemptFailures) {
    this.limiter = attempts.limiter('messages', 'messages');
  }

  /** Throws 429 "Too many messages. Try again in n minutes." past the limit. */
  async count(user: CurrentUser): Promise<void> {
    await this.limiter.begin([{ key: user.id, max: MESSAGES_PER_WINDOW }]);
  }
}
