import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { EntryEvent } from '@wellway/domain';
import type { EventOf, ProjectionRebuild } from '../projection.js';
import { columnsOf, unnest } from '../shared/unnest.js';
import { dayColumns, statsDays, type StatsDay } from './days.js';

/**
 * Where a rebuild's replay appends its days: no key, no index, so a batch costs one append per
 * participant-day. It lives beside the shadow tables (unqualified, like them) until `finish`.
 */
const REPLAYED = 'stats_days_replayed';
const columns = columnsOf(dayColumns);
const columnList = sql.join(columns.map((column) => sql.ref(column)));

const createReplayed = sql`create table if not exists ${sql.table(REPLAYED)} (
  ${sql.join(columns.map((column) => sql`${sql.ref(column)} ${sql.raw(dayColumns[column])} not null`))})`;

const appendDays = (days: readonly StatsDay[]) => sql`insert into ${sql.table(REPLAYED)} (${columnList}) ${unnest(days, dayColumns)}`;

/**
 * The last values of each day, in the key's order (COLLATE "C" sorts the same ASCII ids as the
 * column's collation, much faster): into an empty table that is an append to its index's end.
 */
const latestDays = sql`select distinct on (user_id collate "C", recorded_on) ${columnList}
  from ${sql.table(REPLAYED)} order by user_id collate "C", recorded_on, position desc`;

/** Into a stats_days that already holds days (a resumed rebuild): the later position wins, as live. */
const mergeDays = sql`insert into stats_days (${columnList}) ${latestDays}
  on conflict (user_id, recorded_on) do update set steps = excluded.steps, minutes = excluded.minutes,
    total_steps = excluded.total_steps, logged = excluded.logged, position = excluded.position
  where stats_days.position < excluded.position`;

/** Every week and year summed from the stored days: what the live projection's running sums add up to. */
const sumWeeks = sql`
  insert into stats_weeks (user_id, week_start, year, week_number, total_steps, exercise_minutes, days_logged)
  select user_id, week_start, extract(isoyear from week_start)::int4, extract(week from week_start)::int4,
    sum(total_steps)::int4, sum(minutes)::int4, (count(*) filter (where logged))::int4
  from (select user_id, total_steps, minutes, logged, date_trunc('week', recorded_on)::date as week_start from stats_days) d
  group by user_id, week_start
  order by user_id collate "C", week_start`;

const sumYears = sql`
  insert into stats_years (user_id, year, total_steps, exercise_minutes, days_logged, weekends_logged)
  select user_id, extract(year from recorded_on)::int4 as year, sum(total_steps)::int4, sum(minutes)::int4,
    (count(*) filter (where logged))::int4, (count(*) filter (where logged and weekend))::int4
  from stats_days
  group by user_id, year`;

async function moveReplayedDays(trx: Transaction<Database>): Promise<void> {
  await createReplayed.execute(trx); // none when nothing was replayed since the last finish
  const { rows } = await sql<{ empty: boolean }>`select not exists (select 1 from stats_days) as empty`.execute(trx);
  await (rows[0]?.empty ? sql`insert into stats_days (${columnList}) ${latestDays}` : mergeDays).execute(trx);
  await sql`drop table ${sql.table(REPLAYED)}`.execute(trx);
}

/**
 * Rebuild fast path. The replay appends each batch's days (collapsed, as live) to an unindexed
 * table; `finish` keeps the latest values per day, writes them into stats_days in key order, and
 * sums weeks and years once. Upserting batch after batch into stats_days' key at random places
 * was the bulk of a rebuild (about 11 s of PostgreSQL time for 960,000 days, against about 1 s of
 * appends and 4 s of sorted insert here), and weeks and years were upserted once per batch. The
 * `replaced_*` bookkeeping columns keep their defaults: a live write sets them before reading them.
 */
export const statsRebuild: ProjectionRebuild<EventOf<EntryEvent['type']>> = {
  async apply(trx, events) {
    const days = statsDays(events);
    if (days.length === 0) return;
    await createReplayed.execute(trx);
    await appendDays(days).execute(trx);
  },
  finish: ({ step }) =>
    step(async (trx) => {
      // A sort of every replayed day: in memory rather than in temporary files.
      await sql`set local work_mem = '64MB'`.execute(trx);
      await moveReplayedDays(trx);
      // From scratch: a resumed rebuild may hold sums written by the live apply (see ProjectionRebuild).
      await sql`delete from stats_weeks`.execute(trx);
      await sql`delete from stats_years`.execute(trx);
      await sumWeeks.execute(trx);
      await sumYears.execute(trx);
    }),
};
