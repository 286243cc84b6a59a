import type { ReportFieldDeclaration } from '../reports/fields.js';

/** Posts on the wall, between participants: category Peer-to-Peer; a count only (`person`), never the words. */
export const wallReportFields = [
  {
    id: 'wall_posts_created',
    displayName: 'Wall Posts',
    category: 'Peer-to-Peer',
    type: 'number',
    privacy: 'person',
    source: { kind: 'fact', fact: 'wall_posts_created' },
  },
] as const satisfies readonly ReportFieldDeclaration[];
