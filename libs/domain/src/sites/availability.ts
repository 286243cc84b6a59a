import type { IsoDate } from '../shared/dates.js';
import type { SiteSettings } from './settings.js';

/**
 * Spec 2 §4 / spec 3 §4 "Site availability": before launch_on the site is not launched; between
 * launch and registration end the program can be opted into (open); after registration end and
 * up to disable_after it is closed; after disable_after it is disabled (participants are sent to
 * an external page). A pilot-password cookie opens a site that has not launched yet.
 */
export type SiteAvailabilityState = 'not_launched' | 'open' | 'closed' | 'disabled';

export interface SiteAvailability {
  readonly state: SiteAvailabilityState;
  /** Days until launch_on while not launched (the countdown), else null. */
  readonly days_until_launch: number | null;
  /** The participant limit is reached. */
  readonly max_participants: boolean;
  /** Registration (late registration included) has ended. */
  readonly registration_ended: boolean;
  /** No new accounts: limit reached, registration ended or frozen by flag — unless a pilot cookie. */
  readonly registration_frozen: boolean;
}

export interface AvailabilityInput {
  readonly settings: Pick<
    SiteSettings,
    'launchOn' | 'registrationEndsAfter' | 'lateRegistrationEndsOn' | 'disableAfter' | 'maxParticipants' | 'isActive'
  >;
  readonly flags: Readonly<Record<string, boolean | undefined>>;
  /** Today in the site's time zone. */
  readonly today: IsoDate;
  /** Participants registered on the site. */
  readonly participants: number;
  /** The request carries a valid pilot-password cookie. */
  readonly pilot: boolean;
}

const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The later of two optional dates (ISO dates compare as strings). */
const later = (a: IsoDate | null, b: IsoDate | null): IsoDate | null => (a === null ? b : b === null ? a : a > b ? a : b);

export function siteAvailability({ settings, flags, today, participants, pilot }: AvailabilityInput): SiteAvailability {
  const registrationEndsOn = later(settings.registrationEndsAfter, settings.lateRegistrationEndsOn);
  const registrationEnded = registrationEndsOn !== null && today > registrationEndsOn;
  const maxReached = settings.maxParticipants !== null && participants >= settings.maxParticipants;
  const state: SiteAvailabilityState =
    !settings.isActive || (settings.disableAfter !== null && today > settings.disableAfter)
      ? 'disabled'
      : settings.launchOn !== null && today < settings.launchOn && !pilot
        ? 'not_launched'
        : settings.registrationEndsAfter !== null && today > settings.registrationEndsAfter
          ? 'closed'
          : 'open';
  return {
    state,
    days_until_launch: state === 'not_launched' && settings.launchOn !== null ? daysBetween(today, settings.launchOn) : null,
    max_participants: maxReached,
    registration_ended: registrationEnded,
    registration_frozen: !pilot && (maxReached || registrationEnded || flags.is_registration_frozen === true || state === 'disabled'),
  };
}
