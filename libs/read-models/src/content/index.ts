import { defineReadModel } from '../capability.js';
import { exportTermAcceptances } from './personal-data.js';
import * as createContent from './migrations/2026_11_23_100200_create_content.js';
import { contentProjection } from './projection.js';
import type { ContentTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Custom content, required terms and their acceptances. */
export const contentReadModel = defineReadModel<ContentTables>({
  name: 'content',
  projections: [contentProjection],
  migrations: {
    '2026_11_23_100200_create_content': createContent,
  },
  liveKind: 'content',
  personalData: { export: exportTermAcceptances },
});
