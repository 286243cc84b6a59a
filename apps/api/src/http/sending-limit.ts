import { recentFailures, recordFailures } from '@wellway/read-models';
import { underAdvisoryLock } from '../infrastructure/advisory-lock.js';
import { scopedKey, tooMany, windowStart, type AttemptFailures } from './attempt-limiter.js';

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
  const key = scopedKey(limit.scope, userId);
  const now = attempts.now();
  await underAdvisoryLock(attempts.db, key, async (trx) => {
    const recent = (await recentFailures(trx, [key], windowStart(now))).get(key);
    if (recent && recent.count >= limit.max) throw tooMany(limit.what, recent.oldest, now);
    await recordFailures(trx, [key], now);
  });
  await attempts.sweepNowAndThen(now);
}
