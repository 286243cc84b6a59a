import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { recentFailures, recordFailures } from '@wellway/read-models';
import { AttemptFailures } from '../http/attempt-limiter.js';
import type { CurrentUser } from '../http/current-user.js';

/** Messages one person may send in a 15-minute window: a lively chat, never a flood. */
export const MESSAGES_PER_WINDOW = 100;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts every message a person sends (starting a conversation is one); the one over the limit
 * gets 429. Each count takes a per-person lock for its transaction, so a burst of messages sent at
 * once lets exactly the allowed number through (count-then-check without it refuses some that fit).
 * The counts live in `attempt_failures` with the other limits, swept by the same sweep.
 */
@Injectable()
export class MessageRateLimit {
  constructor(@Inject(AttemptFailures) private readonly attempts: AttemptFailures) {}

  /** Throws 429 "Too many messages. Try again in n minutes." past the limit. */
  async count(user: CurrentUser): Promise<void> {
    const key = createHash('sha256').update(`messages:${user.id}`).digest('hex');
    const now = this.attempts.now();
    await this.attempts.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      const recent = (await recentFailures(trx, [key], new Date(now.getTime() - WINDOW_MS))).get(key);
      if (recent && recent.count >= MESSAGES_PER_WINDOW) {
        const minutes = Math.max(1, Math.ceil((recent.oldest.getTime() + WINDOW_MS - now.getTime()) / 60_000));
        throw new HttpException(
          `Too many messages. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      await recordFailures(trx, [key], now);
    });
    await this.attempts.sweepNowAndThen(now);
  }
}
