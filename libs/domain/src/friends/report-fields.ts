import type { ReportFieldDeclaration } from '../reports/fields.js';

/** Friends made between participants: category Peer-to-Peer; a count of taking part (`person`). */
export const friendReportFields = [
  {
    id: 'friends_added',
    displayName: 'Friends',
    category: 'Peer-to-Peer',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'friends_added' },
  },
] as const satisfies readonly ReportFieldDeclaration[];
