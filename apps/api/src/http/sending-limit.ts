import { createHash } from 'node:crypto';
import { HttpException, HttpStatus } from '@nestjs/common';
import { sql } from 'kysely';
import { recentFailures, recordFailures } from '@wellway/read-models';
import type { AttemptFailures } from './attempt-limiter.js';

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
 * Shared by the capabilities that let a person send (messages, friends' e-mails), so none imports another.
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
