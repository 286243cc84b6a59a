import { defineReadModel } from '../capability.js';
import * as createFollows from './migrations/2026_11_27_000000_create_follows.js';
import * as createFollowPositions from './migrations/2026_11_27_030000_create_follow_positions.js';
import { exportFollows } from './personal-data.js';
import { followsProjection } from './projection.js';
import type { FollowsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Follows (spec 2 §3 Follow). The follows capability fills it; the wall reads it for its filters. */
export const followsReadModel = defineReadModel<FollowsTables>({
  name: 'follows',
  projections: [followsProjection],
  migrations: {
    '2026_11_27_000000_create_follows': createFollows,
    '2026_11_27_030000_create_follow_positions': createFollowPositions,
  },
  liveKind: 'follows',
  personalData: { export: exportFollows },
});
