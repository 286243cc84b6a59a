import { sql } from 'kysely';
import { fewerThan, suppressSmallGroups, type ReportScope } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import { inScopeSql, participantsOf } from '../reporting/participants.js';

export type StatsPeriod = 'month' | 'week';

/** The facts the dashboard's stats sum per period (fact names of domain `reportFacts`). */
export const STATS_FACTS = [
  'steps',
  'exercise_minutes',
  'days_logged',
  'badges_earned',
  'challenges_sent',
  'challenges_completed',
  'goals_created',
  'goals_completed',
] as const;
export type StatsFact = (typeof STATS_FACTS)[number];

/** One period's figures; `null` where the privacy floor hides them (`suppressed`). */
export interface StatsFigures {
  /** People who registered (a person field: never hidden). */
  registrations: number;
  suppressed: boolean;
  participants_logging: number | null;
  average_steps: number | null;
  average_exercise_minutes: number | null;
  facts: Record<StatsFact, number | null>;
}

export interface StatsRow extends StatsFigures {
  /** The period's first day, YYYY-MM-DD (a week starts on Monday). */
  starts_on: string;
}

export interface CoordinatorStats {
  year: number;
  period: StatsPeriod;
  privacy_floor: number;
  /** Why figures read "fewer than N", when any do. */
  notice: string | null;
  periods: StatsRow[];
  total: StatsFigures;
}

interface Sums {
  /** Everyone with a figure in the period: the group the privacy floor counts. */
  people: number;
  /** Those of them who logged a day. */
  loggers: number;
  registrations: number;
  facts: Record<StatsFact, number>;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Every period of the year, first days in order (weeks: the Monday on or before each week of it). */
export function periodStarts(year: number, period: StatsPeriod): string[] {
  if (period === 'month') return Array.from({ length: 12 }, (_, m) => isoDay(new Date(Date.UTC(year, m, 1))));
  const first = new Date(Date.UTC(year, 0, 1));
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const starts: string[] = [];
  for (const day = first; day.getUTCFullYear() <= year; day.setUTCDate(day.getUTCDate() + 7)) starts.push(isoDay(day));
  return starts;
}

const emptySums = (): Sums => ({
  people: 0,
  loggers: 0,
  registrations: 0,
  facts: Object.fromEntries(STATS_FACTS.map((f) => [f, 0])) as Sums['facts'],
});

const average = (sum: number, people: number) => (people === 0 ? 0 : Math.round(sum / people));

function figures(sums: Sums, hidden: boolean): StatsFigures {
  const shown = <T>(value: T) => (hidden ? null : value);
  return {
    registrations: sums.registrations,
    suppressed: hidden,
    participants_logging: shown(sums.loggers),
    average_steps: shown(average(sums.facts.steps, sums.loggers)),
    average_exercise_minutes: shown(average(sums.facts.exercise_minutes, sums.loggers)),
    facts: Object.fromEntries(STATS_FACTS.map((f) => [f, shown(sums.facts[f])])) as StatsFigures['facts'],
  };
}

/**
 * A coordinator's stats for a year (spec 3 §2.4 /dashboard/stats): registrations and the
 * reporting read model's daily figures summed per month or week, over the participants in
 * `scope`. A period's group is everyone with a figure in it (a badge, a goal, a logged day);
 * `participants_logging` and the averages count those who logged a day. The privacy rule (docs/decisions.md "Privacy of employer reports"): a period whose
 * logging people are fewer than `floor` shows none of its activity figures, nor do enough other
 * periods that the year's total cannot give a hidden one back (`suppressSmallGroups`).
 */
export async function coordinatorStats(
  db: Db,
  input: { siteId: string; year: number; period: StatsPeriod; scope: ReportScope; floor: number },
): Promise<CoordinatorStats> {
  const { siteId, year, period, scope, floor } = input;
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const factSums = STATS_FACTS.map((f) => sql`COALESCE(SUM((d.facts ->> ${f})::numeric), 0)::float8 AS ${sql.ref(f)}`);
  const inScope = sql`${participantsOf(siteId)} p WHERE ${inScopeSql('p', scope)}`;
  const logged = sql`COALESCE((d.facts ->> 'days_logged')::numeric, 0) > 0`;
  const [days, registrations, yearPeople] = await Promise.all([
    sql<Record<StatsFact, number> & { starts_on: string; people: number; loggers: number }>`
      SELECT to_char(date_trunc(${period}, d."on"), 'YYYY-MM-DD') AS starts_on, COUNT(DISTINCT d.user_id)::int AS people,
        COUNT(DISTINCT d.user_id) FILTER (WHERE ${logged})::int AS loggers, ${sql.join(factSums)}
      FROM report_days d JOIN (SELECT p.user_id FROM ${inScope}) s ON s.user_id = d.user_id
      WHERE d.site_id = ${siteId} AND d."on" BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1`.execute(db),
    sql<{ starts_on: string; registrations: number }>`
      SELECT to_char(date_trunc(${period}, p.started_on::date), 'YYYY-MM-DD') AS starts_on, COUNT(*)::int AS registrations
      FROM ${inScope} AND p.started_on BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1`.execute(db),
    sql<{ people: number; loggers: number }>`
      SELECT COUNT(DISTINCT d.user_id)::int AS people, COUNT(DISTINCT d.user_id) FILTER (WHERE ${logged})::int AS loggers
      FROM report_days d JOIN (SELECT p.user_id FROM ${inScope}) s ON s.user_id = d.user_id
      WHERE d.site_id = ${siteId} AND d."on" BETWEEN ${from}::date AND ${to}::date`.execute(db),
  ]);
  const byStart = new Map(periodStarts(year, period).map((start) => [start, emptySums()]));
  for (const row of days.rows) {
    const sums = byStart.get(row.starts_on);
    if (sums)
      Object.assign(sums, {
        people: row.people,
        loggers: row.loggers,
        facts: Object.fromEntries(STATS_FACTS.map((f) => [f, Number(row[f])])),
      });
  }
  for (const row of registrations.rows) {
    const sums = byStart.get(row.starts_on);
    if (sums) sums.registrations = row.registrations;
  }
  const periods = [...byStart.entries()];
  const { hidden } = suppressSmallGroups(
    periods.map(([, sums]) => sums.people),
    floor,
  );
  const total = emptySums();
  total.people = yearPeople.rows[0]?.people ?? 0;
  total.loggers = yearPeople.rows[0]?.loggers ?? 0;
  for (const [, sums] of periods) {
    total.registrations += sums.registrations;
    for (const f of STATS_FACTS) total.facts[f] += sums.facts[f];
  }
  const totalHidden = total.people > 0 && total.people < floor;
  const anyHidden = totalHidden || hidden.includes(true);
  return {
    year,
    period,
    privacy_floor: floor,
    notice: anyHidden ? privacyNotice(floor) : null,
    // A period no one has a figure in hides nothing, even when the year's group is too small.
    periods: periods.map(([starts_on, sums], index) => ({
      starts_on,
      ...figures(sums, hidden[index] === true || (totalHidden && sums.people > 0)),
    })),
    total: figures(total, totalHidden),
  };
}

/** What the stats screen says where figures are hidden (docs/decisions.md "Privacy of employer reports"). */
export function privacyNotice(floor: number): string {
  return `Figures for groups of ${fewerThan(floor)} people are shown as "${fewerThan(floor)}", and so are a few others where they could be worked out from a total, to protect participants' privacy.`;
}
