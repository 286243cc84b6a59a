import { defineReadModel } from '../capability.js';
import * as createFollows from './migrations/2026_11_27_000000_create_follows.js';
import type { FollowsTables } from './table.js';

export * from './table.js';

/** Follows (spec 2 §3 Follow). The follows capability fills it; the wall reads it for its filters. */
export const followsReadModel = defineReadModel<FollowsTables>({
  name: 'follows',
  projections: [],
  migrations: { '2026_11_27_000000_create_follows': createFollows },
});
