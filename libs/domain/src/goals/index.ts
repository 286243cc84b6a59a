export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export * from './rules.js';
export * as siteGoals from './site-goal-decider.js';
export * as userGoals from './user-goals-decider.js';
export { siteGoalStream, type SiteGoalState } from './site-goal-decider.js';
export { userGoalsStream, type GoalStatus } from './user-goals-decider.js';
