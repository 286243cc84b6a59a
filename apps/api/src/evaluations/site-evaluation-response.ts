import type { SiteEvaluationDetails, SiteEvaluationIdentity } from '@wellway/domain';
import { siteEvaluationFields, type SiteEvaluationRow } from '@wellway/read-models';
import type { SiteEvaluation } from '@wellway/contracts';

/** Spec 2 §3 SiteEvaluation as the client reads it: question options joined by '|'. */
export function siteEvaluationResponse(row: SiteEvaluationRow): SiteEvaluation {
  return {
    id: row.id,
    site_id: row.site_id,
    parent_id: row.parent_id,
    name: row.name,
    is_initial_evaluation: row.is_initial_evaluation,
    days_from_start: row.days_from_start,
    start_date: row.start_date,
    end_date: row.end_date,
    site_evaluation_questions: row.questions.map((q) => ({
      id: q.id,
      site_evaluation_id: row.id,
      is_active: q.is_active,
      sequence: q.sequence,
      options: q.options.join('|'),
      prompt_type: q.prompt_type,
      name: q.name,
      data_type: q.data_type,
    })),
  };
}

/** What a save answers: the evaluation as the decider recorded it (the read model may not have it yet). */
export const savedSiteEvaluationResponse = (evaluation: SiteEvaluationIdentity & SiteEvaluationDetails): SiteEvaluation =>
  siteEvaluationResponse(siteEvaluationFields(evaluation));
