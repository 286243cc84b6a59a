export * from './shared/decider.js';
export * from './shared/errors.js';
export * from './shared/dates.js';
export * from './shared/ids.js';
export * from './entries/events.js';
export * from './entries/commands.js';
export * from './entries/rules.js';
export * as entries from './entries/decider.js';
export { entryIdFor, entryStream, type EntryState } from './entries/decider.js';
export * from './badges/events.js';
export * as badges from './badges/decider.js';
export { userBadgesStream, badgeAwardEventId, daysLoggedBadgesMet } from './badges/decider.js';
export * from './sites/events.js';
export * as sites from './sites/decider.js';
export { siteStream } from './sites/decider.js';
export * from './users/events.js';
export * from './users/roles.js';
export * from './users/permissions.js';
export * as users from './users/decider.js';
export { userStream, userEmailReservationStream, normaliseEmail } from './users/decider.js';

import type { EntryEvent } from './entries/events.js';
import type { BadgeEvent } from './badges/events.js';
import type { SiteEvent } from './sites/events.js';
import type { UserEvent } from './users/events.js';
/** Every event type in the log. */
export type WellwayEvent = EntryEvent | BadgeEvent | SiteEvent | UserEvent;
