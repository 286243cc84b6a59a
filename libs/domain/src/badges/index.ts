export type { AwardBadges, AwardCustomBadge, BadgeCommand } from './decider.js';
export * from './events.js';
export * as badges from './decider.js';
export { userBadgesStream, badgeAwardEventId, daysLoggedBadgesMet, customBadgeMessages } from './decider.js';
export * from './rules.js';
export * from './goals.js';
