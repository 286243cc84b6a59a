export * from './events.js';
export * from './errors.js';
export { campaignCategories, checkedBadgeFields } from './rules.js';
export * as badgeDefinitions from './decider.js';
export {
  badgeDefinitionStream,
  badgeOrderStream,
  badgeSaveTarget,
  type BadgeDefinitionCommand,
  type BadgeDefinitionState,
  type ReorderBadges,
} from './decider.js';
