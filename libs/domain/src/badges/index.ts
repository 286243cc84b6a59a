export type { AwardBadges, BadgeCommand } from './decider.js';
export * from './events.js';
export * as badges from './decider.js';
export { userBadgesStream, badgeAwardEventId, daysLoggedBadgesMet } from './decider.js';
export * from './rules.js';
export * from './goals.js';
