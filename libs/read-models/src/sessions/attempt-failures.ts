import { sql } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';

export interface RecentFailures {
  readonly count: number;
  readonly oldest: Date;
}

/** Failures since `since`, per key with at least one. */
export async function recentFailures(db: Db, keys: readonly string[], since: Date): Promise<Map<string, RecentFailures>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('attempt_failures')
    .select(['key', sql<string>`count(*)`.as('count'), sql<Date>`min(failed_at)`.as('oldest')])
    .where('key', 'in', keys)
    .where('failed_at', '>', since)
    .groupBy('key')
    .execute();
  return new Map(rows.map((row) => [row.key, { count: Number(row.count), oldest: row.oldest }]));
}

/** One failure per key at `at` (purgeFailures ages them out). */
export async function recordFailures(db: Db, keys: readonly string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('attempt_failures')
    .values(keys.map((key) => ({ key, failed_at: at })))
    .execute();
}

/**
 * Takes back one failure per key recorded at `at` (an attempt counted before it was judged, then
 * refused or successful). Rows are only (key, failed_at), so any one of equal rows will do; SKIP
 * LOCKED lets concurrent withdrawals take different rows.
 */
export async function withdrawFailures(db: Db, keys: readonly string[], at: Date): Promise<void> {
  for (const key of keys)
    await sql`delete from attempt_failures where ctid = (
      select ctid from attempt_failures where key = ${key} and failed_at = ${at} limit 1 for update skip locked)`.execute(db);
}

export async function clearFailures(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('attempt_failures').where('key', 'in', keys).execute();
}

/** Drops every failure at or before `before`: it no longer counts against any limit. */
export async function purgeFailures(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('attempt_failures').where('failed_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
