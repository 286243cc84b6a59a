import { sql } from 'kysely';
import type { ReportScope } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import { activityFigures } from './activity.js';
import { placeSql, selectedLocationIds } from './places.js';

/**
 * The end-of-program report's raw figures (issue 16 "End-of-program report"), read from the
 * reporting read model's rollups (report_people, report_location_days, report_location_weeks),
 * eligibility and evaluation answers: never the event log. Counts of people come back exact; the
 * API applies the privacy floor.
 */
export interface EopSelection {
  readonly siteId: string;
  /** The coordinator's reach (domain `reportScopeOf`). */
  readonly scope: ReportScope;
  /** The chosen parent or child location (null: the whole scope). */
  readonly locationId: string | null;
  /** The program's locations (empty: the whole site). */
  readonly programLocationIds: readonly string[];
  /** The program's days, YYYY-MM-DD, both included. */
  readonly start: string;
  readonly end: string;
}

/** One location group: the top-level locations of the whole scope, or each own location under a chosen one. */
export interface EopLocationFigures {
  readonly location_id: string;
  readonly name: string;
  readonly enrolled: number;
  readonly participating: number;
  readonly days_logged: number;
  readonly steps: number;
  readonly exercise_minutes: number;
  readonly badges_earned: number;
  readonly challenges_sent: number;
  readonly challenges_completed: number;
  readonly goals_created: number;
  readonly goals_completed: number;
}

/** One calendar week of the program (0 for its first: `eopWeeks`), cut to the program's days. */
export interface EopWeekFigures {
  readonly week: number;
  readonly participating: number;
  readonly active: number;
  readonly steps: number;
  readonly exercise_minutes: number;
}

/** How many people answered an evaluation (question null), a question (value null), or chose a value. */
export interface EopAnswerCount {
  readonly evaluation_id: string;
  readonly question_id: string | null;
  readonly value: string | null;
  readonly people: number;
}

export interface EopFigures {
  readonly locations: EopLocationFigures[];
  readonly weeks: EopWeekFigures[];
  readonly answers: EopAnswerCount[];
  readonly eligible: number;
  readonly registered_eligible: number;
}

/** Evaluation answers of the selected people in the program's days: respondents, per question, per chosen value. */
async function answerCounts(db: Db, selection: EopSelection, ids: readonly string[] | null): Promise<EopAnswerCount[]> {
  const { siteId, start, end } = selection;
  const place = placeSql(selection, ids);
  const result = await sql<EopAnswerCount>`
    SELECT x.evaluation_id, x.question_id, x.value, count(DISTINCT x.user_id)::int AS people
    FROM (
      SELECT a.site_evaluation_id AS evaluation_id, a.user_id, q ->> 'question_id' AS question_id, v.value
      FROM user_evaluation_answers a
      JOIN report_people r ON r.site_id = a.site_id AND r.user_id = a.user_id AND r.counted ${place.join}
      CROSS JOIN LATERAL jsonb_array_elements(a.answers) q
      CROSS JOIN LATERAL jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(q -> 'value') = 'array' THEN q -> 'value' ELSE jsonb_build_array(q -> 'value') END) v
      WHERE a.site_id = ${siteId} AND a.answered_on BETWEEN ${start}::date AND ${end}::date AND ${place.selected}
    ) x
    GROUP BY GROUPING SETS ((x.evaluation_id), (x.evaluation_id, x.question_id), (x.evaluation_id, x.question_id, x.value))`.execute(db);
  return result.rows;
}

/**
 * Eligibility records of the site, and how many have registered. Records name their location by
 * text (the file's string_1): under a chosen location, those naming it or a location beneath it.
 */
async function eligibility(db: Db, selection: EopSelection): Promise<{ eligible: number; registered_eligible: number }> {
  const { siteId, locationId } = selection;
  const named =
    locationId === null
      ? sql`true`
      : sql`lower(e.location) IN (
          SELECT lower(l.name) FROM locations l LEFT JOIN locations lp ON lp.id = l.parent_location_id AND lp.site_id = l.site_id
          WHERE l.site_id = ${siteId} AND NOT l.deleted AND ${locationId} IN (l.id, l.parent_location_id, lp.parent_location_id))`;
  const result = await sql<{ eligible: number; registered_eligible: number }>`
    SELECT count(*)::int AS eligible, count(e.user_id)::int AS registered_eligible
    FROM eligibilities e WHERE e.site_id = ${siteId} AND NOT e.deleted AND ${named}`.execute(db);
  return result.rows[0] ?? { eligible: 0, registered_eligible: 0 };
}

/**
 * Every raw figure of the EOP for a selection: a region's or a location's locations first (one
 * small query), then the queries side by side, each reading only those locations' rows.
 */
export async function eopFigures(db: Db, selection: EopSelection): Promise<EopFigures> {
  const located = async () => {
    const ids = await selectedLocationIds(db, selection);
    const [activity, answers] = await Promise.all([activityFigures(db, selection, ids), answerCounts(db, selection, ids)]);
    return { ...activity, answers };
  };
  const [figures, eligible] = await Promise.all([located(), eligibility(db, selection)]);
  return { ...figures, ...eligible };
}

/** The site's first reported day (null: none yet): where a program without a start date begins. */
export async function firstReportDay(db: Db, siteId: string): Promise<string | null> {
  const row = await db
    .selectFrom('report_days')
    .select(sql<string>`min("on")::text`.as('first'))
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row?.first ?? null;
}
