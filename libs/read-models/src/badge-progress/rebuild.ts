import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { EventOf, ProjectionRebuild } from '../projection.js';
import { columnsOf, unnest } from '../shared/unnest.js';
import { countColumns, replayedColumns, replayedRows, type CountingEventType, type CountingRules, type ReplayedRow } from './counts.js';

/** Where a rebuild's replay appends its counts: no key, no index (beside the shadow tables until `finish`). */
const REPLAYED = 'badge_progress_replayed';
const columnList = sql.join(columnsOf(countColumns).map((column) => sql.ref(column)));
const replayed = columnsOf(replayedColumns);

const createReplayed = sql`create table if not exists ${sql.table(REPLAYED)} (
  ${sql.join(replayed.map((column) => sql`${sql.ref(column)} ${sql.raw(replayedColumns[column])} not null`))})`;

const appendCounts = (rows: readonly ReplayedRow[]) =>
  sql`insert into ${sql.table(REPLAYED)} (${sql.join(replayed.map((column) => sql.ref(column)))}) ${unnest(rows, replayedColumns)}`;

/** Each replayed row's counts, one per category. */
const replayedCounts = sql`select r.user_id, r.site_id, r.year, c.category, r.scope, r.key, c.amount, r.position
  from ${sql.table(REPLAYED)} r
  cross join lateral unnest(string_to_array(r.categories, ','), string_to_array(r.amounts, ',')::int4[]) as c(category, amount)`;

/** The latest amount per key, in the key's order (the columns' COLLATE "C": into an empty table that is an append to its index's end). */
const latestCounts = sql`select distinct on (user_id collate "C", site_id collate "C", year, category collate "C", scope collate "C", key collate "C")
    ${columnList}
  from (${replayedCounts}) counts
  order by user_id collate "C", site_id collate "C", year, category collate "C", scope collate "C", key collate "C", position desc`;

/** Into counts that already hold rows (a resumed rebuild): the later position wins, as live. */
const mergeCounts = sql`insert into badge_progress_counts (${columnList}) ${latestCounts}
  on conflict (user_id, site_id, year, category, scope, key) do update set amount = excluded.amount, position = excluded.position
  where badge_progress_counts.position < excluded.position`;

const sumProgress = sql`
  insert into badge_progress (user_id, site_id, year, category, scope, progress, position)
  select user_id, site_id, year, category, scope, sum(amount)::int4, max(position)
  from badge_progress_counts
  group by user_id, site_id, year, category, scope`;

/**
 * Rebuild fast path (as the stats'): the replay appends each batch's counts to an unindexed
 * table (compact: see ReplayedRow, and not collapsed: `finish` does that once); `finish` keeps the latest per key, writes them in key order, and sums the progress once,
 * from scratch (a resumed rebuild may hold sums the live apply wrote).
 */
export const badgeProgressRebuild = (rules: CountingRules): ProjectionRebuild<EventOf<CountingEventType>> => ({
  async apply(trx, events) {
    const rows = replayedRows(events, rules);
    if (rows.length === 0) return;
    await createReplayed.execute(trx);
    await appendCounts(rows).execute(trx);
  },
  async finish(trx: Transaction<Database>) {
    await sql`set local work_mem = '64MB'`.execute(trx);
    await createReplayed.execute(trx); // none when nothing was replayed since the last finish
    const { rows } = await sql<{ empty: boolean }>`select not exists (select 1 from badge_progress_counts) as empty`.execute(trx);
    await (rows[0]?.empty ? sql`insert into badge_progress_counts (${columnList}) ${latestCounts}` : mergeCounts).execute(trx);
    await sql`drop table ${sql.table(REPLAYED)}`.execute(trx);
    await sql`delete from badge_progress`.execute(trx);
    await sumProgress.execute(trx);
  },
});
