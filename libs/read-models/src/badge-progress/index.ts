import { defineReadModel } from '../capability.js';
import { exportPersonBadgeProgress } from './personal-data.js';
import * as createBadgeProgress from './migrations/2026_11_26_020000_create_badge_progress.js';
import * as countsByKey from './migrations/2026_11_27_080100_badge_progress_counts_by_key.js';
import { badgeProgressProjection } from './projection.js';
import type { BadgeProgressTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** What each participant's events count towards each badge category: what the badge worker awards from. */
export const badgeProgressReadModel = defineReadModel<BadgeProgressTables>({
  name: 'badge_progress',
  projections: [badgeProgressProjection],
  migrations: {
    '2026_11_26_020000_create_badge_progress': createBadgeProgress,
    '2026_11_27_080100_badge_progress_counts_by_key': countsByKey,
  },
  personalData: { export: exportPersonBadgeProgress },
});
