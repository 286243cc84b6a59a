import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { recentFailures, recordFailures } from '@wellway/read-models';
import { AttemptFailures } from '../http/attempt-limiter.js';
import type { CurrentUser } from '../http/current-user.js';

/** Messages one person may send in a 15-minute window: a lively chat, never a flood. */
export const MESSAGES_PER_WINDOW = 100;
const WINDOW_MS = 15 * 60 * 1000;

/** One person's sendings of one kind (`scope`), at most `max` in the window; `what` names them in the 429. */
export interface SendingLimit {
  readonly scope: string;
  readonly max: number;
  readonly what: string;
}

/**
 * Counts one sending, or refuses it with 429 "Too many <what>. Try again in n minutes." Each count
 * takes a per-person lock for its transaction, so a burst sent at once lets exactly the allowed
 * number through (record-then-check without it refuses some that fit). The counts live in
 * `attempt_failures` beside the other limits (keyed by a hash, no id in clear), swept with them.
 */
export async function countSending(attempts: AttemptFailures, limit: SendingLimit, userId: string): Promise<void> {
  const key = createHash('sha256').update(`${limit.scope}:${userId}`).digest('hex');
  const now = attempts.now();
  await attempts.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    const recent = (await recentFailures(trx, [key], new Date(now.getTime() - WINDOW_MS))).get(key);
    if (recent && recent.count >= limit.max) {
      const minutes = Math.max(1, Math.ceil((recent.oldest.getTime() + WINDOW_MS - now.getTime()) / 60_000));
      throw new HttpException(
        `Too many ${limit.what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    await recordFailures(trx, [key], now);
  });
  await attempts.sweepNowAndThen(now);
}

/** Counts every message a person sends (starting a conversation is one); the one over the limit gets 429. */
@Injectable()
export class MessageRateLimit {
  constructor(@Inject(AttemptFailures) private readonly attempts: AttemptFailures) {}

  /** Throws 429 "Too many messages. Try again in n minutes." past the limit. */
  async count(user: CurrentUser): Promise<void> {
    await countSending(this.attempts, { scope: 'messages', max: MESSAGES_PER_WINDOW, what: 'messages' }, user.id);
  }
}
