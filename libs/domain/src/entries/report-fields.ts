import type { ReportFieldDeclaration } from '../reports/fields.js';

/**
 * Logging is the program itself (category Program). Activity figures are `health` (aggregates
 * only for coordinators); days logged and the last day logged say whether someone takes part,
 * what an employer administers a program with, so they are `person` (docs/decisions.md,
 * "Reporting read model").
 */
export const entryReportFields = [
  {
    id: 'total_steps',
    displayName: 'Total Steps',
    category: 'Program',
    type: 'number',
    privacy: 'health',
    source: { kind: 'fact', fact: 'total_steps' },
  },
  { id: 'steps', displayName: 'Steps', category: 'Program', type: 'number', privacy: 'health', source: { kind: 'fact', fact: 'steps' } },
  {
    id: 'exercise_minutes',
    displayName: 'Exercise Minutes',
    category: 'Program',
    type: 'number',
    privacy: 'health',
    source: { kind: 'fact', fact: 'exercise_minutes' },
  },
  {
    id: 'days_logged',
    displayName: 'Days Logged',
    category: 'Program',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'days_logged' },
  },
  {
    id: 'weekends_logged',
    displayName: 'Weekend Days Logged',
    category: 'Program',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'weekends_logged' },
  },
  {
    id: 'last_logged_on',
    displayName: 'Last Logged On',
    category: 'Program',
    type: 'date',
    privacy: 'person',
    source: { kind: 'fact', fact: 'days_logged', aggregate: 'last_on' },
  },
] as const satisfies readonly ReportFieldDeclaration[];
