export * from './shared/decider.js';
export * from './shared/errors.js';
export * from './shared/dates.js';
export * from './stats/steps.js';
export * from './shared/ids.js';
export * from './entries/events.js';
export * from './entries/commands.js';
export * from './entries/rules.js';
export * as entries from './entries/decider.js';
export { entryIdFor, entryStream, type EntryState } from './entries/decider.js';
export type { AwardBadges, BadgeCommand } from './badges/decider.js';
export * from './badges/events.js';
export * as badges from './badges/decider.js';
export { userBadgesStream, badgeAwardEventId, daysLoggedBadgesMet } from './badges/decider.js';
export * from './sites/events.js';
export * from './sites/settings.js';
export * from './sites/flags.js';
export * from './sites/urls.js';
export * from './sites/themes.js';
export * from './sites/rules.js';
export * from './sites/availability.js';
export * as sites from './sites/decider.js';
export { siteMessages, siteStream, type SiteCommand } from './sites/decider.js';
export * as siteUrlReservations from './sites/url-reservation.js';
export { siteUrlReservationStream, urlTakenMessage, type SiteUrlReservationCommand } from './sites/url-reservation.js';
export * from './users/events.js';
export * from './users/roles.js';
export * from './users/permissions.js';
export * as users from './users/decider.js';
export { userStream, userEmailReservationStream, normaliseEmail, COULD_NOT_IMPERSONATE } from './users/decider.js';
export * from './eligibility/events.js';
export * from './eligibility/rules.js';
export * as eligibility from './eligibility/decider.js';
export { eligibilityIdFor, eligibilityStream, type EligibilityCommand } from './eligibility/decider.js';
export * from './content/events.js';
export * as content from './content/decider.js';
export { contentStream, normaliseContentKey, uniqueContentKey, type ContentCommand } from './content/decider.js';
export * from './required-terms/events.js';
export * as requiredTerms from './required-terms/decider.js';
export { requiredTermsStream, termAcceptancesStream } from './required-terms/decider.js';
export * from './users/commands.js';
export * from './users/settings.js';
export * from './users/personal-settings.js';
export * from './users/password-reset.js';
export * from './users/registration.js';
export * as emailReservations from './users/email-reservation.js';
export * from './notifications/events.js';
export * as notifications from './notifications/decider.js';
export { userNotificationsStream, type NotificationCommand } from './notifications/decider.js';
export * from './locations/events.js';
export * from './locations/commands.js';
export * from './locations/errors.js';
export type { LocationNode, LocationTree } from './locations/tree.js';
export * as locations from './locations/decider.js';
export { locationsStream } from './locations/decider.js';
export * from './programs/events.js';
export * from './programs/commands.js';
export * from './programs/logging-state.js';
export * as programs from './programs/decider.js';
export { programStream, programMessages } from './programs/decider.js';

import type { EntryEvent } from './entries/events.js';
import type { BadgeEvent } from './badges/events.js';
import type { SiteEvent, SiteUrlReservationEvent } from './sites/events.js';
import type { UserEmailReservationEvent, UserEvent } from './users/events.js';
import type { NotificationEvent } from './notifications/events.js';
import type { EligibilityEvent } from './eligibility/events.js';
import type { ContentEvent } from './content/events.js';
import type { RequiredTermsEvent, TermAcceptanceEvent } from './required-terms/events.js';
import type { LocationEvent } from './locations/events.js';
import type { ProgramEvent } from './programs/events.js';
import type { SsoDetailEvent } from './sso/events.js';
/** Every event type in the log. */
export type WellwayEvent =
  | EntryEvent
  | BadgeEvent
  | SiteEvent
  | SiteUrlReservationEvent
  | UserEvent
  | UserEmailReservationEvent
  | NotificationEvent
  | EligibilityEvent
  | ContentEvent
  | RequiredTermsEvent
  | TermAcceptanceEvent
  | LocationEvent
  | ProgramEvent
  | SsoDetailEvent;
export * from './sso/events.js';
export { ssoDetailDecider, ssoDetailStream, ssoDetailProblems, type SsoDetailCommand } from './sso/decider.js';
export * from './locations/csv-file.js';
