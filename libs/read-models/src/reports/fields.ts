import type { Kysely } from 'kysely';
import {
  reportFieldCategoryRank,
  reportFields,
  type ReportFieldDeclaration,
  type ReportFieldPrivacy,
  type ReportFieldType,
} from '@wellway/domain';
import type { Database } from '../database.js';
import { listSiteEvaluations, sameEvaluationIds } from '../evaluations/queries.js';

/** An evaluation question's answer as a report field (`evaluation:{site_evaluation_id}:{question_id}`). */
export interface EvaluationFieldSource {
  readonly kind: 'evaluation';
  /** The ids the evaluation may have been answered under (its own, its default's or copy's). */
  readonly evaluationIds: readonly string[];
  readonly questionId: string;
}

/** A report field as a site has it: the registry's, or one of its evaluations' questions. */
export interface SiteReportField {
  readonly id: string;
  readonly displayName: string;
  readonly category: string;
  readonly type: ReportFieldType;
  readonly privacy: ReportFieldPrivacy;
  readonly source: ReportFieldDeclaration['source'] | EvaluationFieldSource;
}

export const evaluationFieldId = (evaluationId: string, questionId: string): string => `evaluation:${evaluationId}:${questionId}`;

/**
 * Spec 3 §3 Report field, issue 16: the registry (domain `reportFields`, in category order) and,
 * after it in the Evaluation place, each of the site's evaluations' questions (`Evaluation 1`, `2`, …
 * in the evaluations' order). Answers are health data: coordinators see them only aggregated.
 */
export async function siteReportFields(db: Kysely<Database>, siteId: string): Promise<SiteReportField[]> {
  const evaluations = await listSiteEvaluations(db, siteId);
  const answers = evaluations.flatMap((evaluation, index) =>
    evaluation.questions.map((question): SiteReportField => ({
      id: evaluationFieldId(evaluation.id, question.id),
      displayName: question.name,
      category: `Evaluation ${index + 1}`,
      type: 'text',
      privacy: 'health',
      source: { kind: 'evaluation', evaluationIds: sameEvaluationIds(evaluation, siteId), questionId: question.id },
    })),
  );
  const registry: SiteReportField[] = [...reportFields];
  // In the Evaluation place: before Competition and the rest (spec 3 §5 order).
  const at = registry.findIndex((field) => reportFieldCategoryRank(field.category) > reportFieldCategoryRank('Evaluation'));
  return at === -1 ? [...registry, ...answers] : [...registry.slice(0, at), ...answers, ...registry.slice(at)];
}
