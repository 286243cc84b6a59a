import type { ReportFieldDeclaration } from '../reports/fields.js';

/** Completion says who took part (`person`); the answers themselves are `health` fields, added per evaluation by the reports API. */
export const evaluationReportFields = [
  {
    id: 'evaluations_completed',
    displayName: 'Evaluations Completed',
    category: 'Evaluation',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'evaluations_completed' },
  },
] as const satisfies readonly ReportFieldDeclaration[];
