export * from './database.js';
export * from './projection.js';
export * from './projections.js';
export * from './checkpoints.js';
export * from './position-waiter.js';
export * from './migrations/index.js';
// Calendar and step arithmetic live in the domain; re-exported under the names read-models always had.
export {
  STEPS_PER_MINUTE,
  stepsFromMinutes,
  totalSteps,
  addDays,
  isoWeekStart,
  isoWeekOf,
  isoWeekKey,
  isoWeekStartsBetween,
  type IsoWeek,
} from '@wellway/domain';
export * from './sites/table.js';
export * from './sites/projection.js';
export * from './sites/queries.js';
export * from './users/table.js';
export * from './users/projection.js';
export * from './users/queries.js';
export * from './sessions/table.js';
export * from './sessions/queries.js';
export * from './sessions/attempt-failures.js';
export * from './password-resets/table.js';
export * from './password-resets/projection.js';
export * from './password-resets/queries.js';
export * from './entries/table.js';
export * from './entries/projection.js';
export * from './entries/queries.js';
export * from './stats/table.js';
export * from './stats/projection.js';
export * from './stats/queries.js';
export * from './badges/table.js';
export * from './badges/projection.js';
export * from './badges/queries.js';
export * from './notifications/table.js';
export * from './notifications/projection.js';
export * from './notifications/queries.js';
export * from './eligibility/table.js';
export * from './eligibility/projection.js';
export * from './eligibility/queries.js';
export * from './content/table.js';
export * from './content/projection.js';
export * from './content/queries.js';
export * from './locations/table.js';
export * from './locations/projection.js';
export * from './locations/queries.js';
export * from './programs/table.js';
export * from './programs/projection.js';
export * from './programs/queries.js';
export * from './sso/table.js';
export * from './sso/projection.js';
export * from './sso/queries.js';
export * from './users/admin-queries.js';
