import { defineReadModel } from '../capability.js';
import * as addAttemptFailures from './migrations/2026_11_23_190000_add_attempt_failures.js';
import type { SessionsTables } from './table.js';

export * from './table.js';
export * from './queries.js';
export * from './attempt-failures.js';

/** Sign-in sessions and failed attempts, written by the API (no projection). */
export const sessionsReadModel = defineReadModel<SessionsTables>({
  name: 'sessions',
  projections: [],
  migrations: {
    '2026_11_23_190000_add_attempt_failures': addAttemptFailures,
  },
});
