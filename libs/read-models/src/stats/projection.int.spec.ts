import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { isoWeekOf, isoWeekStart } from '@wellway/domain';
import { recordDay } from '../testing/entries.js';
import { applyBatch, EventLog, type Snapshot } from '../testing/fixtures.js';
import { rebuildSchemas } from '../testing/rebuild-schemas.spec.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { statsProjection } from './projection.js';
import { daysLogged, userStats } from './queries.js';

const log = new EventLog();
recordDay(log, 'anna', '2025-12-31', { steps: 1000 }); // Wednesday of 2026-W01
recordDay(log, 'anna', '2026-01-01', { steps: 5000, minutes: 10 });
recordDay(log, 'anna', '2026-01-03', { steps: 2000 }); // Saturday
recordDay(log, 'anna', '2026-01-04', { steps: 0 }); // Sunday, nothing recorded: not logged
// Sunday; an activity alone makes the day logged
recordDay(log, 'anna', '2026-02-01', { steps: 0, activities: [{ exerciseActivityId: 'act-swim', value: 20, sequence: 1 }] });
recordDay(log, 'ben', '2026-01-01', { steps: 9000 });
recordDay(log, 'anna', '2026-01-01', { steps: 6000, minutes: 45 }); // replaces 5000 + 10 min
recordDay(log, 'anna', '2026-01-03', { steps: 2500 });
recordDay(log, 'anna', '2026-01-03', { steps: 0 }); // cleared: no longer logged

const totals = (total_steps: number, exercise_minutes: number, days_logged: number) => ({ total_steps, exercise_minutes, days_logged });

const bed = useReadModelDb();

describe('stats projection', () => {
  const bookkeeping = ['replaced_total_steps', 'replaced_minutes', 'replaced_logged'];
  itGivesTheSameTables(bed, statsProjection, log.events, { stats_days: 6 }, bookkeeping);

  it('keeps every week and year equal to the sum of its stored days', async () => {
    const weeks = await sql`
      select user_id, date_trunc('week', recorded_on)::date as week_start, sum(total_steps)::int4 as total_steps,
        sum(minutes)::int4 as exercise_minutes, (count(*) filter (where logged))::int4 as days_logged
      from stats_days group by 1, 2 order by 1, 2`.execute(bed.db);
    const years = await sql`
      select user_id, extract(year from recorded_on)::int4 as year, sum(total_steps)::int4 as total_steps,
        sum(minutes)::int4 as exercise_minutes, (count(*) filter (where logged))::int4 as days_logged,
        (count(*) filter (where logged and weekend))::int4 as weekends_logged
      from stats_days group by 1, 2 order by 1, 2`.execute(bed.db);
    const stored = (table: 'stats_weeks' | 'stats_years') => sql`select * from ${sql.table(table)} order by 1, 2`.execute(bed.db);
    expect((await stored('stats_weeks')).rows).toEqual(weeks.rows.map((row) => expect.objectContaining(row)));
    expect((await stored('stats_years')).rows).toEqual(years.rows);
  });

  it('totals a calendar year from the last values of each day', async () => {
    const stats = await userStats(bed.db, 'anna', 2026);
    expect(stats).toMatchObject({ user_id: 'anna', year: 2026, ...totals(6000 + 4500, 45, 2), weekends_logged: 1 });
    expect(await daysLogged(bed.db, 'anna', 2026)).toBe(2);
    expect(await daysLogged(bed.db, 'anna', 2025)).toBe(1);
    expect(await daysLogged(bed.db, 'anna', 2024)).toBe(0);
    expect(await userStats(bed.db, 'ben', 2026)).toMatchObject(totals(9000, 0, 1));
  });

  it('lists the twelve months, zero-filled', async () => {
    const { months } = await userStats(bed.db, 'anna', 2026);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 1, ...totals(10500, 45, 1) });
    expect(months[1]).toEqual({ month: 2, ...totals(0, 0, 1) });
    expect(months[11]).toEqual({ month: 12, ...totals(0, 0, 0) });
  });

  it("lists the ISO year's weeks, whose first week starts in December", async () => {
    const { weeks } = await userStats(bed.db, 'anna', 2026);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({ week_start: '2025-12-29', week_number: 1, ...totals(1000 + 10500, 45, 2) });
    expect(weeks[4]).toEqual({ week_start: '2026-01-26', week_number: 5, ...totals(0, 0, 1) });
    expect(weeks[52]).toMatchObject({ week_start: '2026-12-28', week_number: 53 });

    const weeks2025 = (await userStats(bed.db, 'anna', 2025)).weeks;
    expect(weeks2025).toHaveLength(52);
    expect(weeks2025.every((week) => week.total_steps === 0)).toBe(true);
  });

  it('answers zeros for a year with nothing recorded', async () => {
    expect(await userStats(bed.db, 'nobody', 2026)).toMatchObject({ ...totals(0, 0, 0), weekends_logged: 0 });
  });

  it('tells which users a batch changed', async () => {
    const effect = await applyBatch(bed.db, statsProjection, log.events);
    expect([...(effect.userIds ?? [])].sort()).toEqual(['anna', 'ben']);
  });
});

describe('stats projection in a shadow schema (rebuild)', () => {
  it('writes through search_path into copied tables, upserting on their copied keys', async () => {
    await sql`create schema stats_shadow`.execute(bed.db);
    for (const table of statsProjection.tables) {
      await sql`create table ${sql.id('stats_shadow', table)} (like ${sql.id('public', table)} including all)`.execute(bed.db);
    }
    const shadow = new EventLog();
    recordDay(shadow, 'cleo', '2026-03-02', { steps: 100 });
    recordDay(shadow, 'cleo', '2026-03-02', { steps: 300 });
    const inShadow = async (events: typeof shadow.events) =>
      bed.db.transaction().execute(async (trx) => {
        await sql`set local search_path to stats_shadow, public`.execute(trx);
        return statsProjection.apply(trx, events);
      });
    await inShadow(shadow.events.slice(0, 1));
    await inShadow(shadow.events);

    const { rows } = await sql<{ total_steps: number }>`select total_steps from stats_shadow.stats_years where user_id = 'cleo'`.execute(
      bed.db,
    );
    expect(rows).toEqual([{ total_steps: 300 }]);
    const leaked = await bed.db.selectFrom('stats_days').select('user_id').where('user_id', '=', 'cleo').execute();
    expect(leaked).toEqual([]);
  });
});

describe('stats rebuild fast path', () => {
  const bookkeeping = ['replaced_total_steps', 'replaced_minutes', 'replaced_logged'];
  const { emptySchema, live, fast, finish, tables } = rebuildSchemas(bed, statsProjection, bookkeeping);

  let expected: Snapshot;
  beforeAll(async () => {
    await emptySchema('stats_expected');
    await live('stats_expected', log.events, 2);
    expected = await tables('stats_expected');
  });

  it('builds what the live projection builds, whatever the batches, changed days included', async () => {
    // Days replaced by EntryChanged: anna's 2026-01-01 (7th event) and 2026-01-03 (8th, then cleared by the 9th).
    expect(log.events.filter((event) => event.type === 'EntryChanged')).toHaveLength(3);
    expect(expected.stats_days).toHaveLength(6);
    expect(expected.stats_weeks).not.toHaveLength(0);
    for (const size of [1, 2, 3, 4, log.events.length]) {
      await emptySchema('stats_fast');
      await fast('stats_fast', log.events, size);
      await finish('stats_fast');
      expect({ size, tables: await tables('stats_fast') }).toEqual({ size, tables: expected });
    }
    const { rows } =
      await sql`select 1 from information_schema.tables where table_schema = 'stats_fast' and table_name = 'stats_days_replayed'`.execute(
        bed.db,
      );
    expect(rows).toEqual([]);
  });

  it('writes only the days before finish, and replaying batches again changes nothing', async () => {
    await emptySchema('stats_fast');
    await fast('stats_fast', log.events, 3);
    await fast('stats_fast', log.events.slice(2), 2);
    const before = await tables('stats_fast');
    expect(before.stats_weeks).toEqual([]);
    expect(before.stats_years).toEqual([]);
    await finish('stats_fast');
    expect(await tables('stats_fast')).toEqual(expected);
  });

  it('hands over to the live apply after finish, as the swap does', async () => {
    await emptySchema('stats_fast');
    const half = Math.floor(log.events.length / 2);
    await fast('stats_fast', log.events.slice(0, half), 2);
    await finish('stats_fast');
    await live('stats_fast', log.events.slice(half), 1);
    expect(await tables('stats_fast')).toEqual(expected);
  });

  it('finishes right from any mix of the two (a resumed rebuild); finishing again or replaying older events changes nothing', async () => {
    await emptySchema('stats_fast');
    const third = Math.floor(log.events.length / 3);
    await live('stats_fast', log.events.slice(0, third), 2); // a shadow begun by code without the fast path
    await fast('stats_fast', log.events.slice(third, 2 * third), 1);
    await finish('stats_fast'); // a finished shadow whose swap failed …
    await fast('stats_fast', log.events.slice(2 * third), 2); // … resumed with more events
    await finish('stats_fast');
    expect(await tables('stats_fast')).toEqual(expected);
    await finish('stats_fast');
    expect(await tables('stats_fast')).toEqual(expected);
    await fast('stats_fast', log.events.slice(0, 2 * third), 1); // older values of days changed since
    await finish('stats_fast');
    expect(await tables('stats_fast')).toEqual(expected);
  });
});

describe('calendar', () => {
  it("matches PostgreSQL's ISO weeks for every day of 2020–2030", async () => {
    const { rows } = await sql<{ day: string; monday: string; year: number; week: number }>`
      select d::date as day, date_trunc('week', d)::date as monday,
             extract(isoyear from d)::int as year, extract(week from d)::int as week
      from generate_series('2020-01-01'::date, '2030-12-31'::date, interval '1 day') as d`.execute(bed.db);
    const mismatches = rows.filter((row) => {
      const week = isoWeekOf(row.day);
      return isoWeekStart(row.day) !== row.monday || week.year !== row.year || week.week !== row.week;
    });
    expect(mismatches).toEqual([]);
  });
});
