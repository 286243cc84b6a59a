import { defineReadModel } from '../capability.js';
import * as createWall from './migrations/2026_11_27_010000_create_wall.js';
import { exportPersonsPosts } from './personal-data.js';
import { wallProjection } from './projection.js';
import type { WallTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** The wall (spec 2 §3 Post, Like): posts, comments, likes and reports, told live to the post's site (kind 'wall'). */
export const wallReadModel = defineReadModel<WallTables>({
  name: 'wall',
  projections: [wallProjection],
  migrations: { '2026_11_27_010000_create_wall': createWall },
  liveKind: 'wall',
  personalData: { export: exportPersonsPosts },
});
