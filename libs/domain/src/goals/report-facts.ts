import { countedOnce, type ReportFactDeclaration } from '../reports/facts.js';
import type { GoalEvent } from './events.js';

/**
 * As the badge rules count them, on the site-local day: goals created, completed and shared by
 * e-mail (a goal shared to the wall counts in the wall's facts). A goal cancelled or deleted later
 * still counts: it was created (and completed) that day.
 */
export const goalReportFacts = {
  GoalCreated: ({ data }) => [countedOnce(data.userId, data.siteId, data.createdOn, 'goals_created')],
  GoalCompleted: ({ data }) => [countedOnce(data.userId, data.siteId, data.completedOn, 'goals_completed')],
  GoalShared: ({ data }) => [countedOnce(data.userId, data.siteId, data.sharedOn, 'goals_shared')],
} as const satisfies ReportFactDeclaration<GoalEvent>;
