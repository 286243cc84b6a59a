export * from './database.js';
export * from './projection.js';
export * from './capability.js';
export * from './capabilities.js';
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
export { seenOnSite } from './shared/site-defaults.js';
export { inheritableItemOf } from './shared/site-defaults.js';
