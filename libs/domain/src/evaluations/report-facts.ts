import { countedOnce, type ReportFactDeclaration } from '../reports/facts.js';
import type { EvaluationEvent } from './events.js';

/** evaluations_completed: each evaluation answered (once per person, the decider's rule), on the answer's local date. No answers: figures only. */
export const evaluationReportFacts = {
  UserEvaluationAnswered: ({ data }) => [countedOnce(data.userId, data.siteId, data.answeredOn, 'evaluations_completed')],
} as const satisfies ReportFactDeclaration<EvaluationEvent>;
