import { Inject, Injectable } from '@nestjs/common';
import { AttemptFailures } from '../http/attempt-limiter.js';
import type { CurrentUser } from '../http/current-user.js';
import { countSending } from '../http/sending-limit.js';

/** Messages one person may send in a 15-minute window: a lively chat, never a flood. */
export const MESSAGES_PER_WINDOW = 100;

/** Counts every message a person sends (starting a conversation is one); the one over the limit gets 429. */
@Injectable()
export class MessageRateLimit {
  constructor(@Inject(AttemptFailures) private readonly attempts: AttemptFailures) {}

  /** Throws 429 "Too many messages. Try again in n minutes." past the limit. */
  async count(user: CurrentUser): Promise<void> {
    await countSending(this.attempts, { scope: 'messages', max: MESSAGES_PER_WINDOW, what: 'messages' }, user.id);
  }
}
