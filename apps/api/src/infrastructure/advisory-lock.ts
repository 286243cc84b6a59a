import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@wellway/read-models';

/**
 * Runs `work` in a transaction holding a transaction-scoped advisory lock on `key`: work under the
 * same key (one person's sendings, one person's uploads) goes one at a time, other keys are not
 * held up, and the lock goes with the transaction whatever happens.
 */
export function underAdvisoryLock<T>(db: Kysely<Database>, key: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    return work(trx);
  });
}
