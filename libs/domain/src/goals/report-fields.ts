import type { ReportFieldDeclaration } from '../reports/fields.js';

/** A person's goals are milestones (category Milestone); counts only (the goals' words stay out): `person`. */
export const goalReportFields = [
  {
    id: 'goals_created',
    displayName: 'Goals Created',
    category: 'Milestone',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'goals_created' },
  },
  {
    id: 'goals_completed',
    displayName: 'Goals Completed',
    category: 'Milestone',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'goals_completed' },
  },
  {
    id: 'goals_shared',
    displayName: 'Goals Shared',
    category: 'Milestone',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'goals_shared' },
  },
] as const satisfies readonly ReportFieldDeclaration[];
