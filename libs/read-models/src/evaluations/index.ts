import { defineReadModel } from '../capability.js';
import * as createEvaluations from './migrations/2026_11_26_070000_create_evaluations.js';
import { exportEvaluationAnswers } from './personal-data.js';
import { siteEvaluationsProjection, userEvaluationAnswersProjection } from './projection.js';
import type { EvaluationsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Site evaluations (spec 2 §3 SiteEvaluation) and the answers participants gave. */
export const evaluationsReadModel = defineReadModel<EvaluationsTables>({
  name: 'evaluations',
  projections: [siteEvaluationsProjection, userEvaluationAnswersProjection],
  migrations: { '2026_11_26_070000_create_evaluations': createEvaluations },
  // Spec 1 §4: menus and counts refresh on a model update for Evaluation.
  liveKind: 'evaluations',
  personalData: { export: exportEvaluationAnswers },
});
