import type { ReportFieldDeclaration } from '../reports/fields.js';

/** Challenges between two participants: spec 3 §3's Peer-to-Peer Challenge category. Counts of taking part: `person`. */
export const userChallengeReportFields = [
  {
    id: 'challenges_sent',
    displayName: 'Challenges Sent',
    category: 'Peer-to-Peer',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'challenges_sent' },
  },
  {
    id: 'challenges_completed',
    displayName: 'Challenges Completed',
    category: 'Peer-to-Peer',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'challenges_completed' },
  },
] as const satisfies readonly ReportFieldDeclaration[];
