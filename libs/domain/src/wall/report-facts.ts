import { countedOnce, type ReportFact, type ReportFactDeclaration } from '../reports/facts.js';
import type { WallEvent } from './events.js';

/**
 * As the badge rules count them: wall_posts_created counts a person's top-level posts (not
 * comments), and a goal shared to the wall (a top-level post of a Goal) counts as goals_shared.
 * A post deleted later still counts.
 */
export const wallReportFacts = {
  PostCreated: ({ data }) => {
    if (data.depth !== 0) return [];
    const facts: ReportFact[] = [countedOnce(data.userId, data.siteId, data.createdOn, 'wall_posts_created')];
    if (data.postableType === 'Goal') facts.push(countedOnce(data.userId, data.siteId, data.createdOn, 'goals_shared'));
    return facts;
  },
} as const satisfies ReportFactDeclaration<WallEvent>;
