// The domain's public surface: each capability exports its own from `<capability>/index.ts`.
// A new capability adds its line here and its events to WellwayEvent below.
export * from './shared/index.js';
export * from './stats/index.js';
export * from './entries/index.js';
export * from './badges/index.js';
export * from './sites/index.js';
export * from './users/index.js';
export * from './eligibility/index.js';
export * from './content/index.js';
export * from './required-terms/index.js';
export * from './notifications/index.js';
export * from './locations/index.js';
export * from './programs/index.js';
export * from './sso/index.js';
export * from './data-exports/index.js';

import type { EntryEvent } from './entries/index.js';
import type { BadgeEvent } from './badges/index.js';
import type { SiteEvent, SiteUrlReservationEvent } from './sites/index.js';
import type { UserEmailReservationEvent, UserEvent } from './users/index.js';
import type { EligibilityEvent } from './eligibility/index.js';
import type { ContentEvent } from './content/index.js';
import type { RequiredTermsEvent, TermAcceptanceEvent } from './required-terms/index.js';
import type { NotificationEvent } from './notifications/index.js';
import type { LocationEvent } from './locations/index.js';
import type { ProgramEvent } from './programs/index.js';
import type { SsoDetailEvent } from './sso/index.js';
import type { DataExportEvent } from './data-exports/index.js';

/** Every event type in the log: each capability's events. */
export type WellwayEvent =
  | EntryEvent
  | BadgeEvent
  | SiteEvent
  | SiteUrlReservationEvent
  | UserEvent
  | UserEmailReservationEvent
  | EligibilityEvent
  | ContentEvent
  | RequiredTermsEvent
  | TermAcceptanceEvent
  | NotificationEvent
  | LocationEvent
  | ProgramEvent
  | SsoDetailEvent
  | DataExportEvent;
