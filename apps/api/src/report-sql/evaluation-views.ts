import { sql, type RawBuilder } from 'kysely';
import { participantsOf } from '@wellway/read-models';

/**
 * Evaluation answers in the SQL sandbox (docs/decisions.md, "SQL reports: the sandbox"): health
 * answers, so coordinators read only counts per answer, suppressed with the domain's rule
 * (`suppressSmallGroups`: a group under the floor, and enough others in its question that none can
 * be recovered from the question's total); masters read each participant's answers. A
 * multiple-choice answer counts once per option chosen.
 */

/** One row per participant, evaluation, question and answer (option), within the scope. */
export function answerRows(siteId: string, inScope: RawBuilder<boolean>): RawBuilder<unknown> {
  return sql`SELECT a.user_id, p.location_id, p.top_level_location_id, a.site_evaluation_id, e.name AS evaluation,
      given.answer ->> 'question_id' AS question_id,
      (SELECT q ->> 'name' FROM jsonb_array_elements(e.questions) q WHERE q ->> 'id' = given.answer ->> 'question_id' LIMIT 1) AS question,
      chosen.answer, a.answered_on
    FROM user_evaluation_answers a
    JOIN ${participantsOf(siteId)} AS p ON p.user_id = a.user_id
    LEFT JOIN site_evaluations e ON e.id = a.site_evaluation_id
    CROSS JOIN LATERAL jsonb_array_elements(a.answers) AS given(answer)
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE jsonb_typeof(given.answer -> 'value') WHEN 'array' THEN given.answer -> 'value' ELSE jsonb_build_array(given.answer -> 'value') END
    ) AS chosen(answer)
    WHERE a.site_id = ${siteId} AND ${inScope}`;
}

/**
 * People per answer of each question; `suppressed` (and a null count) as `suppressSmallGroups`
 * decides within the question: every group under the floor, then the smallest shown ones until at
 * least two are hidden holding at least the floor; everything when the question's total is under it.
 */
export function answerCounts(rows: RawBuilder<unknown>, floor: number): RawBuilder<unknown> {
  const k = sql.lit(floor);
  return sql`SELECT site_evaluation_id, evaluation, question_id, question, answer,
      CASE WHEN hidden THEN NULL ELSE n END AS n_people, hidden AS suppressed
    FROM (
      SELECT *, total < ${k} OR n < ${k} OR (small_groups > 0 AND NOT (small_groups + shown_before >= 2 AND small_people + people_before >= ${k})) AS hidden
      FROM (
        SELECT *,
          sum(n) OVER question AS total,
          count(*) FILTER (WHERE n < ${k}) OVER question AS small_groups,
          COALESCE(sum(n) FILTER (WHERE n < ${k}) OVER question, 0) AS small_people,
          count(*) FILTER (WHERE n >= ${k}) OVER smaller AS shown_before,
          COALESCE(sum(n) FILTER (WHERE n >= ${k}) OVER smaller, 0) AS people_before
        FROM (
          SELECT site_evaluation_id, evaluation, question_id, question, answer, count(DISTINCT user_id) AS n
          FROM (${rows}) AS r GROUP BY site_evaluation_id, evaluation, question_id, question, answer
        ) AS cells
        WINDOW question AS (PARTITION BY site_evaluation_id, question_id),
          smaller AS (question ORDER BY n, answer ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
      ) AS marked
    ) AS decided`;
}
