import { defineReadModel } from '../capability.js';
import * as createGoals from './migrations/2026_11_26_060000_create_goals.js';
import { exportGoals } from './personal-data.js';
import { goalsProjection } from './projection.js';
import type { GoalsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** The goal catalogue (with default-site inheritance) and each person's goals. */
export const goalsReadModel = defineReadModel<GoalsTables>({
  name: 'goals',
  projections: [goalsProjection],
  migrations: { '2026_11_26_060000_create_goals': createGoals },
  personalData: { export: exportGoals },
  liveKind: 'goals',
});
