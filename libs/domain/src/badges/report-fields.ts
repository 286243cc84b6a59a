import type { ReportFieldDeclaration } from '../reports/fields.js';

/** Badges are milestones (spec 3 §3 category Milestone); the privacy rule names them `person`. */
export const badgeReportFields = [
  {
    id: 'badges_earned',
    displayName: 'Badges Earned',
    category: 'Milestone',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'badges_earned' },
  },
] as const satisfies readonly ReportFieldDeclaration[];
