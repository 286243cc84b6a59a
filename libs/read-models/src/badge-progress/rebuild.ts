import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { EventOf, ProjectionRebuild } from '../projection.js';
import { columnsOf, unnest } from '../shared/unnest.js';
import { countColumns, countRows, type CountingEventType, type CountingRules, type CountRow } from './counts.js';

/** Where a rebuild's replay appends its counts: no key, no index (beside the shadow tables until `finish`). */
const REPLAYED = 'badge_progress_replayed';
const columns = columnsOf(countColumns);
const columnList = sql.join(columns.map((column) => sql.ref(column)));

const createReplayed = sql`create table if not exists ${sql.table(REPLAYED)} (
  ${sql.join(columns.map((column) => sql`${sql.ref(column)} ${sql.raw(countColumns[column])} not null`))})`;

const appendCounts = (rows: readonly CountRow[]) => sql`insert into ${sql.table(REPLAYED)} (${columnList}) ${unnest(rows, countColumns)}`;

/** The latest amount per key, in the key's order (COLLATE "C": the ids are ASCII, and it sorts much faster). */
const latestCounts = sql`select distinct on (user_id collate "C", site_id collate "C", year, category collate "C", scope collate "C", key collate "C")
    ${columnList}
  from ${sql.table(REPLAYED)}
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
 * table; `finish` keeps the latest per key, writes them in key order, and sums the progress once,
 * from scratch (a resumed rebuild may hold sums the live apply wrote).
 */
export const badgeProgressRebuild = (rules: CountingRules): ProjectionRebuild<EventOf<CountingEventType>> => ({
  async apply(trx, events) {
    const rows = countRows(events, rules);
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
