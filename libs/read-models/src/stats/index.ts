import { defineReadModel } from '../capability.js';
import { exportPersonStats } from './personal-data.js';
import * as createStats from './migrations/2026_11_22_100300_create_stats.js';
import { statsProjection } from './projection.js';
import type { StatsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Totals per day, week and year. */
export const statsReadModel = defineReadModel<StatsTables>({
  name: 'stats',
  projections: [statsProjection],
  migrations: {
    '2026_11_22_100300_create_stats': createStats,
  },
  liveKind: 'stats',
  personalData: { export: exportPersonStats },
});
