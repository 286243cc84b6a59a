import { defineReadModel } from '../capability.js';
import { exportPersonBadges } from './personal-data.js';
import * as createBadgesEarned from './migrations/2026_11_22_100400_create_badges_earned.js';
import { badgesEarnedProjection } from './projection.js';
import type { BadgesEarnedTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Badges each participant has earned. */
export const badgesReadModel = defineReadModel<BadgesEarnedTables>({
  name: 'badges',
  projections: [badgesEarnedProjection],
  migrations: {
    '2026_11_22_100400_create_badges_earned': createBadgesEarned,
  },
  liveKind: 'badges',
  personalData: { export: exportPersonBadges },
});
