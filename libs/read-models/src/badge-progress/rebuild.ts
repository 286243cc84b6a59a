import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { EventOf, ProjectionRebuild } from '../projection.js';
import { columnsOf, unnest } from '../shared/unnest.js';
import { keyedColumns, keyedCounts, type CountingEventType, type CountingRules, type KeyedCounts } from './counts.js';

/**
 * Where a rebuild's replay appends its counts: no key, no index, unlogged (nothing to write twice;
 * a crash empties it, and a shadow is never resumed after one), beside the shadow tables until `finish`.
 */
const REPLAYED = 'badge_progress_replayed';
const replayed = columnsOf(keyedColumns);
const KEY_COLUMNS: readonly string[] = ['user_id', 'site_id', 'scope', 'key'];

// Key columns compare byte-wise, as the counts' own: sorting by them is cheap and gives the counts' index order.
const createReplayed = sql`create unlogged table if not exists ${sql.table(REPLAYED)} (
  ${sql.join(
    replayed.map(
      (column) =>
        sql`${sql.ref(column)} ${sql.raw(keyedColumns[column])}${sql.raw(KEY_COLUMNS.includes(column) ? ' collate "C"' : '')} not null`,
    ),
  )})`;

const appendCounts = (rows: readonly KeyedCounts[]) =>
  sql`insert into ${sql.table(REPLAYED)} (${sql.join(replayed.map((column) => sql.ref(column)))}) ${unnest(rows, keyedColumns)}`;

const keys = sql`user_id, site_id, year, scope, key`;

/**
 * The replayed rows (those after the stored row's position for their key, when counts are stored),
 * merged per key in log order: each category's latest amount, as the live apply's `||` keeps it.
 * The sorted subquery (narrow rows: the maps are built after the sort) feeds the aggregate in log
 * order and gives its output the counts' key order.
 */
const mergedCounts = (resumed: boolean) => sql`
  select ${keys}, badge_progress_merge(jsonb_object(string_to_array(categories, ','), string_to_array(amounts, ','))) as amounts,
    max(position) as position
  from (
    select r.user_id, r.site_id, r.year, r.scope, r.key, r.categories, r.amounts, r.position
    from ${sql.table(REPLAYED)} r
    ${
      resumed
        ? sql`left join badge_progress_counts c using (user_id, site_id, year, scope, key) where c.position is null or r.position > c.position`
        : sql``
    }
    order by r.user_id, r.site_id, r.year, r.scope, r.key, r.position
  ) replayed
  group by ${keys}
  order by ${keys}`;

/** Each category's progress: the sum of its counts' amounts, from `counts` (rows with amounts and position). */
const progressFrom = (counts: ReturnType<typeof sql>) => sql`
  insert into badge_progress (user_id, site_id, year, category, scope, progress, position)
  select c.user_id, c.site_id, c.year, a.key, c.scope, sum(a.value::int4)::int4, max(c.position)
  from ${counts} c cross join lateral jsonb_each_text(c.amounts) a
  group by c.user_id, c.site_id, c.year, a.key, c.scope`;

/**
 * Into empty counts: written in key order without their primary key, which is then built once from
 * the sorted rows (a bulk build instead of ~1,000,000 single index insertions), and the progress
 * summed from the rows written (no second scan).
 */
const insertCountsAndProgress = sql`with written as (
    insert into badge_progress_counts (${keys}, amounts, position) ${mergedCounts(false)}
    returning user_id, site_id, year, scope, amounts, position
  ) ${progressFrom(sql`written`)}`;

/** Into counts that already hold rows (a resumed rebuild): newer counts over the stored ones, as live. */
const mergeCounts = sql`insert into badge_progress_counts (${keys}, amounts, position) ${mergedCounts(true)}
  on conflict (user_id, site_id, year, scope, key) do update set
    amounts = badge_progress_counts.amounts || excluded.amounts, position = excluded.position
  where badge_progress_counts.position < excluded.position`;

/** Runs `work` on badge_progress_counts (the shadow's: unqualified) without its primary key, then adds it back under the same name. */
async function withKeyBuiltAfter(trx: Transaction<Database>, work: () => Promise<unknown>): Promise<void> {
  const { rows } = await sql<{ name: string; columns: string }>`select conname as name, pg_get_constraintdef(oid) as columns
    from pg_constraint where conrelid = 'badge_progress_counts'::regclass and contype = 'p'`.execute(trx);
  const key = rows[0];
  if (!key) throw new Error('badge_progress_counts has no primary key');
  await sql`alter table badge_progress_counts drop constraint ${sql.id(key.name)}`.execute(trx);
  await work();
  // The index's sort of ~1,000,000 keys in memory, not in temporary files.
  await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
  await sql`alter table badge_progress_counts add constraint ${sql.id(key.name)} ${sql.raw(key.columns)}`.execute(trx);
}

/**
 * Rebuild fast path (as the stats'): the replay appends each batch's counts, one row per event
 * and key, to an unindexed table (not collapsed: `finish` does that once); `finish` merges them
 * per key in log order, writes them in key order, and sums the progress once, from scratch (a
 * resumed rebuild may hold sums the live apply wrote).
 */
export const badgeProgressRebuild = (rules: CountingRules): ProjectionRebuild<EventOf<CountingEventType>> => ({
  async apply(trx, events) {
    const rows = keyedCounts(events, rules);
    if (rows.length === 0) return;
    await createReplayed.execute(trx);
    await appendCounts(rows).execute(trx);
  },
  async finish(trx: Transaction<Database>) {
    // One sort of every replayed row (~100 bytes each): in memory rather than in temporary files.
    await sql`set local work_mem = '256MB'`.execute(trx);
    await createReplayed.execute(trx); // none when nothing was replayed since the last finish
    const { rows } = await sql<{ empty: boolean }>`select not exists (select 1 from badge_progress_counts) as empty`.execute(trx);
    // From scratch: a resumed rebuild may hold sums the live apply wrote (see ProjectionRebuild).
    await sql`delete from badge_progress`.execute(trx);
    if (rows[0]?.empty) {
      await withKeyBuiltAfter(trx, () => insertCountsAndProgress.execute(trx));
    } else {
      await mergeCounts.execute(trx);
      await progressFrom(sql`badge_progress_counts`).execute(trx);
    }
    await sql`drop table ${sql.table(REPLAYED)}`.execute(trx);
  },
});
