import { sql } from 'kysely';
import { ACTIVE_DAYS_PER_WEEK, eopWeeks, type EopWeekSpan } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import { loggedDaysBetween, ROLLED_UP_FACTS } from '../reporting/rollups.js';
import { placeSql } from './places.js';
import type { EopFigures, EopLocationFigures, EopSelection } from './queries.js';

const date = (day: string) => sql`${day}::date`;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
type PeopleRow = Pick<EopLocationFigures, 'location_id' | 'name' | 'enrolled' | 'participating' | 'days_logged'> &
  Record<string, number | string>;

// Both passes aggregate per location as stored (a plain column: the planner hashes its ~thousand
// values instead of sorting every row by a group expression it cannot estimate), each location's
// group taken along; the groups are summed from those rows here.

/**
 * Per location, one pass over its people (report_people: a row each): enrolled, taking part (a day
 * logged in the program), days logged, and for each partial week (the program starts or ends
 * inside it) who logged in, and was active on, its days within the program.
 */
async function peopleFigures(db: Db, selection: EopSelection, ids: LocationIds, partial: readonly EopWeekSpan[]) {
  const place = placeSql(selection, ids);
  const between = (start: string, end: string) => loggedDaysBetween('r', date(start), date(end));
  const weekColumns = partial.map((week, i) => sql`${between(week.start, week.end)} AS ${sql.ref(`days_${i}`)}`);
  const weekCounts = partial.flatMap((_, i) => [
    sql`count(*) FILTER (WHERE ${sql.ref(`days_${i}`)} > 0)::int AS ${sql.ref(`logged_${i}`)}`,
    sql`count(*) FILTER (WHERE ${sql.ref(`days_${i}`)} >= ${ACTIVE_DAYS_PER_WEEK})::int AS ${sql.ref(`active_${i}`)}`,
  ]);
  const { rows } = await sql<PeopleRow>`
    SELECT min(group_id) AS location_id, min(name) AS name, count(*)::int AS enrolled,
      count(*) FILTER (WHERE days > 0)::int AS participating, COALESCE(sum(days), 0)::int AS days_logged${sql.join([sql``, ...weekCounts])}
    FROM (
      SELECT r.location_id AS stored_location, ${place.groupId} AS group_id, ${place.groupName} AS name,
        ${between(selection.start, selection.end)} AS days${sql.join([sql``, ...weekColumns])}
      FROM report_people r ${place.join}
      WHERE r.site_id = ${selection.siteId} AND r.counted AND ${place.selected}
    ) people
    GROUP BY stored_location`.execute(db);
  return rows;
}

type FigureSums = Record<(typeof ROLLED_UP_FACTS)[number], number>;
/** The selection's locations (`selectedLocationIds`), null for the whole site. */
type LocationIds = readonly string[] | null;

/** The figures' sums per location (with its group) and per calendar week, from the locations' days in the program. */
async function daySums(db: Db, selection: EopSelection, ids: LocationIds) {
  const place = placeSql(selection, ids);
  const { rows } = await sql<{ location_id: string | null; week: string | null } & FigureSums>`
    SELECT CASE WHEN GROUPING(r.location_id) = 0 THEN min(${place.groupId}) END AS location_id, week::text AS week,
      ${sql.join(ROLLED_UP_FACTS.map((fact) => sql`sum(${sql.ref(`r.${fact}`)})::float8 AS ${sql.ref(fact)}`))}
    FROM report_location_days r ${place.join}
    CROSS JOIN LATERAL (SELECT date_trunc('week', r."on")::date AS week) w
    WHERE r.site_id = ${selection.siteId} AND r."on" BETWEEN ${date(selection.start)} AND ${date(selection.end)} AND ${place.selected}
    GROUP BY GROUPING SETS ((r.location_id), (week))`.execute(db);
  return rows;
}

/** People who logged in, and were active in, each whole week of the program, from the locations' weeks. */
async function wholeWeekPeople(db: Db, selection: EopSelection, ids: LocationIds, whole: readonly EopWeekSpan[]) {
  if (whole.length === 0) return [];
  const place = placeSql(selection, ids);
  const { rows } = await sql<{ week: string; logged: number; active: number }>`
    SELECT r.week::text AS week, sum(r.logged)::int AS logged, sum(r.active)::int AS active
    FROM report_location_weeks r ${place.join}
    WHERE r.site_id = ${selection.siteId} AND r.week = ANY(${whole.map((week) => week.monday)}::date[]) AND ${place.selected}
    GROUP BY r.week`.execute(db);
  return rows;
}

const zeroSums = (): FigureSums => Object.fromEntries(ROLLED_UP_FACTS.map((fact) => [fact, 0])) as FigureSums;
function addSums(into: FigureSums, sums: FigureSums): FigureSums {
  for (const fact of ROLLED_UP_FACTS) into[fact] += sums[fact];
  return into;
}

/** The location groups: their locations' people and figures added up, by name. */
function groupsOf(people: readonly PeopleRow[], sums: Awaited<ReturnType<typeof daySums>>): EopLocationFigures[] {
  const figures = new Map<string, FigureSums>();
  for (const { location_id: group, week: _week, ...row } of sums) {
    if (group !== null) figures.set(group, addSums(figures.get(group) ?? zeroSums(), row));
  }
  const groups = new Map<string, Pick<EopLocationFigures, 'location_id' | 'name' | 'enrolled' | 'participating' | 'days_logged'>>();
  for (const { location_id: group, name, enrolled, participating, days_logged } of people) {
    const sofar = groups.get(group);
    groups.set(group, {
      location_id: group,
      name,
      enrolled: (sofar?.enrolled ?? 0) + enrolled,
      participating: (sofar?.participating ?? 0) + participating,
      days_logged: (sofar?.days_logged ?? 0) + days_logged,
    });
  }
  return [...groups.values()]
    .map((group) => ({ ...group, ...(figures.get(group.location_id) ?? zeroSums()) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.location_id.localeCompare(b.location_id));
}

/**
 * Per location group and per calendar week of the program, from the reporting projection's
 * rollups (rollups.ts): thousands of rows for a site of 100,000 people, not its millions of days.
 * A whole week's people come from the locations' weeks, a partial one's from the people pass.
 */
export async function activityFigures(db: Db, selection: EopSelection, ids: LocationIds): Promise<Pick<EopFigures, 'locations' | 'weeks'>> {
  const weeks = eopWeeks(selection.start, selection.end);
  const partial = weeks.filter((week) => week.partial);
  const whole = weeks.filter((week) => !week.partial);
  const [people, sums, wholePeople] = await Promise.all([
    peopleFigures(db, selection, ids, partial),
    daySums(db, selection, ids),
    wholeWeekPeople(db, selection, ids, whole),
  ]);
  const counted = new Map(wholePeople.map((row) => [row.week, row]));
  partial.forEach((week, i) => {
    const count = (what: 'logged' | 'active') => sum(people.map((row) => Number(row[`${what}_${i}`])));
    counted.set(week.monday, { week: week.monday, logged: count('logged'), active: count('active') });
  });
  const figures = new Map(sums.filter((row) => row.location_id === null).map((row) => [row.week, row]));
  return {
    locations: groupsOf(people, sums),
    weeks: weeks.map((week, index) => ({
      week: index,
      participating: counted.get(week.monday)?.logged ?? 0,
      active: counted.get(week.monday)?.active ?? 0,
      steps: figures.get(week.monday)?.steps ?? 0,
      exercise_minutes: figures.get(week.monday)?.exercise_minutes ?? 0,
    })),
  };
}
