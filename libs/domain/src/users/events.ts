import type { DomainEvent } from '../shared/decider.js';
import type { IsoDate } from '../shared/dates.js';
import type { Role } from './roles.js';
import type { NoticePreferences } from '../notifications/preferences.js';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    readonly userId: string;
    readonly siteId: string;
    readonly email: string;
    readonly role: Role;
    readonly firstName: string;
    readonly lastName: string;
    readonly startedOn: IsoDate;
    /** argon2id hash; the password itself never enters the log. */
    readonly passwordHash: string;
    /** The identifier a site's single sign-on sends for this user (spec 3 §3); absent on older events. */
    readonly ssoIdentifier?: string | null;
    // Registration fields (spec 2 §3). Optional: users recorded before self-registration carry none.
    /** The chosen location: the child if one was chosen, else its parent. */
    readonly locationId?: string | null;
    readonly birthDate?: IsoDate | null;
    /** The eligibility record's identifier this person registered with (claimed at registration). */
    readonly eligibilityIdentifier?: string | null;
    readonly allowsSms?: boolean;
    /** E.164, or null. */
    readonly phone?: string | null;
  }
>;
/** Audit trail of sign-ins. Session tokens never enter the log. */
export type UserSignedIn = DomainEvent<
  'UserSignedIn',
  { readonly userId: string; readonly siteId: string; readonly staySignedIn: boolean }
>;
export type UserSignedOut = DomainEvent<'UserSignedOut', { readonly userId: string; readonly siteId: string }>;

/**
 * A forgotten-password request. Only the token's SHA-256 hash enters the log; the token itself
 * travels in the e-mail only. `email` is the address the link goes to.
 */
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  {
    readonly userId: string;
    readonly siteId: string;
    readonly email: string;
    readonly tokenHash: string;
    readonly requestedAt: string;
    readonly expiresAt: string;
  }
>;
/** The reset link was used: the token is spent and the password replaced. */
export type PasswordResetCompleted = DomainEvent<
  'PasswordResetCompleted',
  {
    readonly userId: string;
    readonly siteId: string;
    readonly tokenHash: string;
    readonly passwordHash: string;
  }
>;
/** A password set from the settings screen (by the user, or by a master editing the user). */
export type UserPasswordChanged = DomainEvent<
  'UserPasswordChanged',
  { readonly userId: string; readonly siteId: string; readonly passwordHash: string }
>;

export interface UserAddress {
  readonly line1: string;
  readonly line2: string;
  readonly city: string;
  readonly stateProvince: string;
  readonly postalCode: string;
}

/** Settings → Personal: name, address, SMS opt-in with phone, time zone. */
export type UserProfileChanged = DomainEvent<
  'UserProfileChanged',
  {
    readonly userId: string;
    readonly siteId: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly address: UserAddress;
    readonly allowsSms: boolean;
    /** E.164, or null when SMS is off. */
    readonly phone: string | null;
    /** IANA zone; the site's when SMS is off. */
    readonly timeZone: string;
  }
>;
/** The e-mail moved; the new address was reserved first (userEmailReservationStream). */
export type UserEmailChanged = DomainEvent<
  'UserEmailChanged',
  { readonly userId: string; readonly siteId: string; readonly email: string; readonly previousEmail: string }
>;
/** The user's location moved (settings, prompt-location, a master's edit); null when taken away. */
export type UserLocationChanged = DomainEvent<
  'UserLocationChanged',
  {
    readonly userId: string;
    readonly siteId: string;
    readonly locationId: string | null;
    readonly previousLocationId: string | null;
  }
>;

/** Spec 2 §3 Subscription. */
export interface Subscription {
  readonly emailFriendRequests: boolean;
  readonly emailWallPosts: boolean;
  readonly emailTeam: boolean;
  readonly emailChallenges: boolean;
  readonly emailSite: boolean;
  readonly emailDaily: number;
  readonly emailUnsubscribeAll: boolean;
  /** Beyond the spec: per notice type, in the app and by e-mail (absent: every type at its default). */
  readonly notices?: NoticePreferences;
}
export type UserSubscriptionChanged = DomainEvent<
  'UserSubscriptionChanged',
  { readonly userId: string; readonly siteId: string; readonly subscription: Subscription }
>;

/** Spec 2 §2: how the participant logs activity. */
export const trackingMethods = ['MANUAL', 'APPLE', 'HEALTH_CONNECT', 'FITBIT', 'VALIDIC', 'GARMIN'] as const;
export type TrackingMethod = (typeof trackingMethods)[number];
export type UserTrackingMethodChosen = DomainEvent<
  'UserTrackingMethodChosen',
  { readonly userId: string; readonly siteId: string; readonly activeDevice: TrackingMethod }
>;

/**
 * The erasure saga's first step (docs/personal-data.md): a master erased the person, or they
 * deleted their own account. From here on they are, to every command, not found; a worker
 * releases what they held, destroys their key and records UserErased. Ids and times only: the
 * streams it names are what the worker must release even once their data is unreadable.
 */
export type UserErasureRequested = DomainEvent<
  'UserErasureRequested',
  {
    readonly userId: string;
    readonly siteId: string;
    /** The master who erased them, or the person themself (`bySelf`). */
    readonly requestedById: string;
    readonly bySelf: boolean;
    readonly requestedAt: string;
    /** Their e-mail reservation stream (a hash, not the address), released by the worker. */
    readonly emailReservationStream: string;
    /** The eligibility record they registered with, if any, released by the worker. */
    readonly eligibilityId: string | null;
  }
>;
/** The saga's last step: the person's key is destroyed; their personal data in the log is unreadable. */
export type UserErased = DomainEvent<'UserErased', { readonly userId: string; readonly siteId: string; readonly erasedAt: string }>;
/** Audit trail: a master acts as this user; every event of that session carries `impersonatorId`. */
export type ImpersonationStarted = DomainEvent<
  'ImpersonationStarted',
  { readonly userId: string; readonly siteId: string; readonly impersonatorId: string }
>;
export type ImpersonationEnded = DomainEvent<
  'ImpersonationEnded',
  { readonly userId: string; readonly siteId: string; readonly impersonatorId: string }
>;

/** Spec 1 §3 "Photo crop result": a profile photo's stored URLs (the person's own uploads). */
export interface ProfileImage {
  readonly url: string;
  readonly thumbnailUrl: string;
  readonly blurUrl: string;
}
/** Spec 1 §7 "Profile save": the person's photo set from a crop, or removed (null). Sealed: a photo is personal data. */
export type UserProfilePhotoChanged = DomainEvent<
  'UserProfilePhotoChanged',
  { readonly userId: string; readonly siteId: string; readonly image: ProfileImage | null }
>;

export type UserEvent =
  | UserRegistered
  | UserErasureRequested
  | UserErased
  | ImpersonationStarted
  | ImpersonationEnded
  | UserSignedIn
  | UserSignedOut
  | PasswordResetRequested
  | PasswordResetCompleted
  | UserPasswordChanged
  | UserProfileChanged
  | UserEmailChanged
  | UserLocationChanged
  | UserSubscriptionChanged
  | UserTrackingMethodChosen
  | UserProfilePhotoChanged;

/** Events of a reservation stream (one per site and normalised e-mail). */
export type UserEmailReserved = DomainEvent<
  'UserEmailReserved',
  { readonly siteId: string; readonly email: string; readonly userId: string }
>;
export type UserEmailReleased = DomainEvent<
  'UserEmailReleased',
  { readonly siteId: string; readonly email: string; readonly userId: string }
>;
export type UserEmailReservationEvent = UserEmailReserved | UserEmailReleased;
