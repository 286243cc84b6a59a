import { sql, type RawBuilder, type Transaction } from 'kysely';
import { ACTIVE_DAYS_PER_WEEK } from '@wellway/domain';
import type { Database, ReadModelDb } from '../database.js';
import { insertFromParallelSelect } from '../shared/bulk-load.js';

/**
 * The rollups the end-of-program report reads (issue 16 "Speed": the EOP of a whole site in a
 * second, from projections): per location the sums of these facts per day, and per calendar week
 * the people who logged and were active; per person the days they logged (report_people).
 * A day counts as logged when its `days_logged` fact is > 0, as everywhere in reports.
 */
export const ROLLED_UP_FACTS = [
  'steps',
  'exercise_minutes',
  'badges_earned',
  'challenges_sent',
  'challenges_completed',
  'goals_created',
  'goals_completed',
] as const;
export const LOGGED_FACT = 'days_logged';

/** A fact of a jsonb figures map as float8 (0 when absent). */
export const factOf = (figures: RawBuilder<unknown>, fact: string) => sql<number>`coalesce((${figures} ->> ${fact})::float8, 0)`;
export const loggedIn = (figures: RawBuilder<unknown>) => sql<boolean>`(${factOf(figures, LOGGED_FACT)} > 0)`;
const ref = (column: string) => sql.ref(column);
const figureColumns = sql.join(ROLLED_UP_FACTS.map(ref));

/** `x = t.x + excluded.x` for every column named: rollups are kept by adding differences. */
const added = (table: string, columns: readonly string[]) =>
  sql.join(columns.map((column) => sql`${ref(column)} = ${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`));

/** How many days of the calendar week starting `monday` a bitmap (report_people.logged) has logged. */
export const loggedDaysOfWeek = (bits: RawBuilder<unknown>, from: RawBuilder<unknown>, monday: RawBuilder<unknown>) =>
  sql<number>`coalesce(bit_count(substring(${bits} from (${monday} - ${from}) + 1 for 7)), 0)`;

/** Days of a bitmap logged in [start, end] (substring keeps the overlap, whichever side sticks out). */
export const loggedDaysBetween = (alias: string, start: RawBuilder<unknown>, end: RawBuilder<unknown>) =>
  sql<number>`coalesce(bit_count(substring(${sql.ref(`${alias}.logged`)} from (${start} - ${sql.ref(`${alias}.logged_from`)}) + 1 for greatest((${end} - ${start}) + 1, 0))), 0)`;

const weekOf = (day: RawBuilder<unknown>) => sql`date_trunc('week', ${day})::date`;
const active = (days: RawBuilder<unknown>) => sql`(${days} >= ${ACTIVE_DAYS_PER_WEEK})`;

/**
 * Live: after the statement's `changed` CTE (each changed day's `before` and `after` figures,
 * `fresh` when the day had no row yet), the CTEs that add its differences to the rollups. The
 * location is the person's as report_people holds it (the batch's moves are applied before).
 */
export const liveRollups = sql`
  rolled as (
    select c.site_id, c.user_id, c."on", c.fresh, c.before, c.after, coalesce(p.location_id, '') as location_id,
      coalesce(p.counted, false) as counted, p.user_id is not null as known, p.logged_from, p.logged,
      ${loggedIn(sql`c.before`)} as was_logged, ${loggedIn(sql`c.after`)} as is_logged
    from changed c left join report_people p on p.site_id = c.site_id and p.user_id = c.user_id
  ),
  location_days as (
    insert into report_location_days (site_id, location_id, "on", participant_days, ${figureColumns})
    select site_id, location_id, "on", count(*) filter (where fresh),
      ${sql.join(ROLLED_UP_FACTS.map((fact) => sql`sum(${factOf(sql`after`, fact)} - ${factOf(sql`before`, fact)})`))}
    from rolled where counted group by site_id, location_id, "on"
    on conflict (site_id, location_id, "on") do update set ${added('report_location_days', ['participant_days', ...ROLLED_UP_FACTS])}
  ),
  bits as (
    select g.*, s.logged_from as new_from, s.logged_bits as new_bits
    from (
      select site_id, user_id, logged_from, logged,
        array_agg("on") filter (where was_logged <> is_logged) as days, array_agg(is_logged) filter (where was_logged <> is_logged) as flags
      from rolled group by site_id, user_id, logged_from, logged
      having bool_or(was_logged <> is_logged) or not bool_or(known)
    ) g cross join lateral report_logged_set(g.logged_from, g.logged, g.days, g.flags) s
  ),
  people as (
    insert into report_people (site_id, user_id, logged_from, logged)
    select site_id, user_id, new_from, new_bits from bits
    on conflict (site_id, user_id) do update set logged_from = excluded.logged_from, logged = excluded.logged
  ),
  weeks as (
    select r.site_id, r.location_id, r.week, r.fresh_days,
      ${loggedDaysOfWeek(sql`b.logged`, sql`b.logged_from`, sql`r.week`)} as old_days,
      ${loggedDaysOfWeek(sql`b.new_bits`, sql`b.new_from`, sql`r.week`)} as new_days, b.user_id is not null as changed
    from (
      select site_id, user_id, location_id, ${weekOf(sql`"on"`)} as week, count(*) filter (where fresh) as fresh_days
      from rolled where counted group by site_id, user_id, location_id, week
    ) r left join bits b on b.site_id = r.site_id and b.user_id = r.user_id
  ),
  location_weeks as (
    insert into report_location_weeks (site_id, location_id, week, participant_days, logged, active)
    select site_id, location_id, week, sum(fresh_days),
      count(*) filter (where changed and new_days > 0) - count(*) filter (where changed and old_days > 0),
      count(*) filter (where changed and ${active(sql`new_days`)}) - count(*) filter (where changed and ${active(sql`old_days`)})
    from weeks group by site_id, location_id, week
    on conflict (site_id, location_id, week) do update set ${added('report_location_weeks', ['participant_days', 'logged', 'active'])}
  )`;

/** Each person's days per calendar week from report_days: participant-days and days logged. */
export const userWeeksOf = (days: RawBuilder<unknown>) => sql`
  select d.site_id, d.user_id, ${weekOf(sql`d."on"`)} as week, count(*) as participant_days,
    count(*) filter (where ${loggedIn(sql`d.facts`)}) as logged_days
  from ${days} d group by d.site_id, d.user_id, week`;

/** The location rollups of `people` (site_id, user_id, location_id, sign: −1 or 1) summed from their days, added to the tables. */
export const addPeopleToRollups = (people: RawBuilder<unknown>) => sql`
  with people as (${people}),
  days as (
    insert into report_location_days (site_id, location_id, "on", participant_days, ${figureColumns})
    select p.site_id, p.location_id, d."on", sum(p.sign),
      ${sql.join(ROLLED_UP_FACTS.map((fact) => sql`sum(p.sign * ${factOf(sql`d.facts`, fact)})`))}
    from people p join report_days d on d.site_id = p.site_id and d.user_id = p.user_id
    group by p.site_id, p.location_id, d."on"
    on conflict (site_id, location_id, "on") do update set ${added('report_location_days', ['participant_days', ...ROLLED_UP_FACTS])}
  )
  insert into report_location_weeks (site_id, location_id, week, participant_days, logged, active)
  select p.site_id, p.location_id, w.week, sum(p.sign * w.participant_days),
    coalesce(sum(p.sign) filter (where w.logged_days > 0), 0), coalesce(sum(p.sign) filter (where ${active(sql`w.logged_days`)}), 0)
  from people p
  join (${userWeeksOf(sql`(select * from report_days where (site_id, user_id) in (select site_id, user_id from people))`)}) w
    on w.site_id = p.site_id and w.user_id = p.user_id
  group by p.site_id, p.location_id, w.week
  on conflict (site_id, location_id, week) do update set ${added('report_location_weeks', ['participant_days', 'logged', 'active'])}`;

/** Each person's logged days as a bitmap, from the first to the last (the runs between logged days, each '0…01'). */
const bitmapsFromDays = sql`
  select site_id, user_id, min("on") as logged_from, string_agg(repeat('0', "on" - coalesce(previous, "on" - 1) - 1) || '1', '' order by "on")::varbit as logged
  from (
    select d.site_id, d.user_id, d."on", lag(d."on") over (partition by d.site_id, d.user_id order by d."on") as previous
    from report_days d where ${loggedIn(sql`d.facts`)}
  ) logged
  group by site_id, user_id`;

/**
 * Every rollup from report_days and report_people's locations, from scratch: what a rebuild's
 * finish does once the days are written and indexed (in pairs of its own: see reportingRebuild),
 * and how fixtures that write report_days directly derive the rest.
 */
export async function rollUpReportDays(db: ReadModelDb): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute(rollUpReportDays);
  const trx = db as Transaction<Database>;
  await addPeopleOfParticipants(trx);
  await rollUpLoggedDays(trx);
  await rollUpLocationDays(trx);
  await rollUpLocationWeeks(trx);
}

/** Everyone with a fact gets a report_people row (not counted until registered). */
export async function addPeopleOfParticipants(trx: Transaction<Database>): Promise<void> {
  await sql`insert into report_people (site_id, user_id) select site_id, user_id from report_participants
    on conflict (site_id, user_id) do nothing`.execute(trx);
}

/**
 * Each person's logged days' bitmap, from report_days read in its primary key's order: the window
 * and the grouping then need no sort of every day (8,000,000 days: 16.6 s on one core, against
 * 28.3 s for a parallel sort on both; see decisions, reporting). Without the index (never in a
 * finish, which builds it first) the sort comes back: slower, as right.
 */
export async function rollUpLoggedDays(trx: Transaction<Database>): Promise<void> {
  await sql`update report_people set logged_from = null, logged = null where logged is not null`.execute(trx);
  await sql`set local enable_sort = off`.execute(trx);
  await sql`create temp table report_people_bitmaps on commit drop as ${bitmapsFromDays}`.execute(trx);
  await sql`set local enable_sort to default`.execute(trx);
  await sql`update report_people p set logged_from = b.logged_from, logged = b.logged from report_people_bitmaps b
    where p.site_id = b.site_id and p.user_id = b.user_id`.execute(trx);
  await sql`drop table report_people_bitmaps`.execute(trx);
}

/** The locations' rollups per day, from the days of the people counted (report_people's location and counted). */
export async function rollUpLocationDays(trx: Transaction<Database>): Promise<void> {
  await sql`delete from report_location_days`.execute(trx);
  await insertFromParallelSelect(
    trx,
    'report_location_days',
    ['site_id', 'location_id', 'on', 'participant_days', ...ROLLED_UP_FACTS],
    sql`select p.site_id, p.location_id, d."on", count(*) as participant_days,
        ${sql.join(ROLLED_UP_FACTS.map((fact) => sql`sum(${factOf(sql`d.facts`, fact)}) as ${sql.ref(fact)}`))}
      from report_days d join report_people p on p.site_id = d.site_id and p.user_id = d.user_id and p.counted
      group by p.site_id, p.location_id, d."on" order by 1, 2, 3`,
  );
}

/**
 * The locations' rollups per calendar week, once the location days and the bitmaps are rolled up:
 * participant-days summed from the location days, and who logged and who was active from each
 * counted person's bitmap, a week at a time. Never reads report_days (on 8,000,000 days, grouping
 * them by person and week took 17.7 s of a rebuild's finish).
 */
export async function rollUpLocationWeeks(trx: Transaction<Database>): Promise<void> {
  await sql`delete from report_location_weeks`.execute(trx);
  const days = loggedDaysOfWeek(sql`p.logged`, sql`p.logged_from`, sql`m.week`);
  await sql`insert into report_location_weeks (site_id, location_id, week, participant_days, logged, active)
    select d.site_id, d.location_id, d.week, d.participant_days, coalesce(b.logged, 0), coalesce(b.active, 0)
    from (
      select site_id, location_id, ${weekOf(sql`"on"`)} as week, sum(participant_days) as participant_days
      from report_location_days group by site_id, location_id, week
    ) d left join (
      select p.site_id, p.location_id, m.week, count(*) filter (where ${days} > 0) as logged,
        count(*) filter (where ${active(days)}) as active
      from report_people p
      cross join lateral (
        select w::date as week from generate_series(${weekOf(sql`p.logged_from`)}, p.logged_from + (length(p.logged) - 1), interval '1 week') w
      ) m
      where p.counted and p.logged is not null
      group by p.site_id, p.location_id, m.week
    ) b on b.site_id = d.site_id and b.location_id = d.location_id and b.week = d.week
    order by 1, 2, 3`.execute(trx);
}
