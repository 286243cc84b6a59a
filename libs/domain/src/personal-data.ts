/**
 * Which fields of which events are a person's personal data (docs/personal-data.md): the event
 * store seals each rule's fields under its subject's own key, and a reader whose key is gone
 * (the person was erased) gets the replacement values written here. Pure data: the sealing itself
 * lives in libs/event-store (sealPersonalData), and this object satisfies its PersonalDataPolicy.
 *
 * A new event carrying personal data (a name, an address, a phone, an e-mail, a birth date, an
 * identifier, free text a person wrote) adds its rule here, in the same change that adds the event.
 */
import type { WellwayEvent } from './index.js';
import type { UserAddress } from './users/events.js';
import { normaliseEmail } from './users/email.js';
import { identifierKey } from './eligibility/rules.js';

type EventType = WellwayEvent['type'];
type DataOf<Type extends EventType> = Extract<WellwayEvent, { readonly type: Type }>['data'];

/** One subject's fields of an event, with the value each reads as once the subject is erased. */
export interface PersonalFields<Data> {
  /** The data subject (an id, in clear in the same event): whose key seals the fields. */
  readonly subject: (data: Data) => string;
  /** Only the event's own fields, each with a replacement of its own type. */
  readonly fields: { readonly [Field in keyof Data]?: Data[Field] };
}

/** Typed rules: a rule's field names and replacement values are checked against its event's data. */
export type PersonalDataRulesFor = { readonly [Type in EventType]?: readonly PersonalFields<DataOf<Type>>[] };

const FORMER_FIRST_NAME = 'Former';
const FORMER_LAST_NAME = 'participant';
const NO_ADDRESS: UserAddress = { line1: '', line2: '', city: '', stateProvince: '', postalCode: '' };

const ofUser = (data: { readonly userId: string }): string => data.userId;
const ofEligibilityRecord = (data: { readonly eligibilityId: string }): string => data.eligibilityId;

const eligibilityFields: PersonalFields<DataOf<'EligibilityRecordChanged'>>['fields'] = {
  firstName: FORMER_FIRST_NAME,
  lastName: FORMER_LAST_NAME,
  email: '',
  location: '',
  birthDate: null,
};

const rules = {
  UserRegistered: [
    {
      subject: ofUser,
      fields: {
        email: '',
        firstName: FORMER_FIRST_NAME,
        lastName: FORMER_LAST_NAME,
        birthDate: null,
        phone: null,
        eligibilityIdentifier: null,
        ssoIdentifier: null,
      },
    },
  ],
  UserProfileChanged: [
    { subject: ofUser, fields: { firstName: FORMER_FIRST_NAME, lastName: FORMER_LAST_NAME, address: NO_ADDRESS, phone: null } },
  ],
  UserEmailChanged: [{ subject: ofUser, fields: { email: '', previousEmail: '' } }],
  PasswordResetRequested: [{ subject: ofUser, fields: { email: '' } }],
  // Reservation streams: the address is the holder's personal data.
  UserEmailReserved: [{ subject: ofUser, fields: { email: '' } }],
  UserEmailReleased: [{ subject: ofUser, fields: { email: '' } }],
  // An eligibility record is its own subject: it describes a person before (or without) an account.
  EligibilityRecordCreated: [{ subject: ofEligibilityRecord, fields: { ...eligibilityFields, identifier: '' } }],
  EligibilityRecordChanged: [{ subject: ofEligibilityRecord, fields: eligibilityFields }],
} satisfies PersonalDataRulesFor;

/**
 * Every other event type, each read and found to carry no personal data: ids, figures, dates,
 * settings, site content written for the site (not by a person about themselves), and hashes
 * (argon2id password hashes, reset-token digests: nothing links them to a person once the
 * person's key is gone). A new event type must get a rule above or a place here: the compiler
 * refuses one that has neither.
 */
export const withoutPersonalData = [
  'UserSignedIn',
  'UserSignedOut',
  'UserDeleted',
  'ImpersonationStarted',
  'ImpersonationEnded',
  'PasswordResetCompleted',
  'UserPasswordChanged',
  'UserLocationChanged',
  'UserSubscriptionChanged',
  'UserTrackingMethodChosen',
  'EligibilityRecordDeleted',
  'EligibilityClaimed',
  'EligibilityReset',
  'EntryLogged',
  'EntryChanged',
  'BadgeAwarded',
  'BadgeDefined',
  'SiteCreated',
  'SiteUpdated',
  'SitePilotPasswordChanged',
  'SiteDeleted',
  'ExerciseActivityAdded',
  'SiteUrlReserved',
  'SiteUrlReleased',
  'ContentCreated',
  'ContentChanged',
  'ContentDeleted',
  'TermRequired',
  'TermNoLongerRequired',
  'TermAccepted',
  'NotificationsRead',
  'NotificationsSeen',
  'LocationCreated',
  'LocationRenamed',
  'LocationMoved',
  'LocationsReordered',
  'LocationDeleted',
  'LocationsUploaded',
  'ProgramCreated',
  'ProgramUpdated',
  'ProgramDeleted',
  'SsoDetailCreated',
  'SsoDetailUpdated',
  'SsoDetailDeleted',
] as const satisfies readonly EventType[];

type Unclassified = Exclude<EventType, keyof typeof rules | (typeof withoutPersonalData)[number]>;
/** Fails to compile, naming the event type, when one is neither sealed nor listed as free of personal data. */
export const everyEventTypeClassified: [Unclassified] extends [never] ? true : { readonly unclassified: Unclassified } = true;

/**
 * Events that erase a subject: a reader that reads one treats that subject as erased from then on.
 * Loosely typed, so the erasure events can be added in their own change.
 */
const erasures: Readonly<Record<string, (data: { readonly userId: string }) => string>> = {
  UserErasureRequested: ofUser,
};

/** The application's personal-data policy (libs/event-store's PersonalDataPolicy). */
export const personalDataPolicy = { rules, erasures } as const;

/** A keyed hash (HMAC) of a value; the event store's `loadKeyedHash` gives the application's. */
export type KeyedHash = (value: string) => string;

/**
 * What stream names and ids are built from instead of personal data: the keyed hash of the
 * normalised value, so that the same address (or identifier) always maps to the same stream and
 * no one without the hash key can compute which.
 */
export function personalDigests(hash: KeyedHash) {
  return {
    /** For userEmailReservationStream. */
    email: (email: string): string => hash(`email\n${normaliseEmail(email)}`),
    /** For eligibilityIdFor. */
    eligibilityIdentifier: (identifier: string): string => hash(`eligibility-identifier\n${identifierKey(identifier)}`),
  };
}
export type PersonalDigests = ReturnType<typeof personalDigests>;
