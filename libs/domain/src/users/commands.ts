import type { ProfileImage, UserRegistered, Subscription } from './events.js';
import type { Role } from './roles.js';
import type { PasswordRule } from './settings.js';
import type { RegistrationInput, RegistrationRules } from './registration.js';
import type { PersonalSettingsInput } from './personal-settings.js';

/** What the handler looked up about where the user may move (the site's live locations). */
export interface LocationChoice {
  readonly ids: ReadonlySet<string>;
  /** is_location_displayed and the site has locations: a location cannot be taken away. */
  readonly required: boolean;
  /** allow_set_location, or the actor edits users (a master's dashboard edit). */
  readonly changeable: boolean;
}

/** A password as the form sent it, with the hash the handler computed (only the hash is recorded). */
export interface NewPassword {
  readonly value: string;
  /** Absent where the form has no confirmation field. */
  readonly confirmation?: string;
  readonly hash: string;
}

export type UserCommand =
  | { readonly type: 'RegisterUser'; readonly user: UserRegistered['data'] }
  | {
      /** Self-registration (spec 2 /register): checks the form's rules, records the user signed in. */
      readonly type: 'RegisterParticipant';
      readonly userId: string;
      readonly siteId: string;
      readonly input: RegistrationInput;
      readonly rules: RegistrationRules;
      /** Why registration is frozen (registrationClosedMessage), or null while it is open. */
      readonly closedMessage: string | null;
      readonly passwordHash: string;
      /** Today in the site's time zone. */
      readonly startedOn: string;
    }
  | { readonly type: 'RecordSignIn'; readonly userId: string; readonly siteId: string; readonly staySignedIn: boolean }
  | { readonly type: 'RecordSignOut'; readonly userId: string; readonly siteId: string }
  | {
      readonly type: 'RequestPasswordReset';
      readonly userId: string;
      /** SHA-256 of the token e-mailed to the user. */
      readonly tokenHash: string;
      /** The handler's clock (ISO instant). */
      readonly requestedAt: string;
    }
  | {
      readonly type: 'ResetPassword';
      readonly tokenHash: string;
      readonly password: NewPassword;
      readonly at: string;
      readonly passwordRule: PasswordRule;
    }
  | (PersonalSettingsInput & {
      readonly type: 'ChangePersonalSettings';
      readonly userId: string;
      /** Only when the form asks to change it. */
      readonly password?: NewPassword;
      /** Only when the form shows the location (a leaf, or a parent without children). */
      readonly locationId?: string | null;
      readonly context: { readonly siteTimeZone: string; readonly passwordRule: PasswordRule; readonly locations?: LocationChoice };
    })
  | { readonly type: 'ChangeSubscription'; readonly userId: string; readonly subscription: Subscription }
  | { readonly type: 'UnsubscribeAll'; readonly userId: string }
  | { readonly type: 'ChooseTrackingMethod'; readonly userId: string; readonly activeDevice: string }
  /** Spec 1 §7 "Profile save" (/profileupload): `filesPrefix` is where the person's own uploads are served (the API's layout). */
  | { readonly type: 'ChangeProfilePhoto'; readonly userId: string; readonly image: ProfileImage | null; readonly filesPrefix: string }
  | {
      /** A master erases a person (the users list's delete, spec 3 §9). */
      readonly type: 'EraseUser';
      readonly userId: string;
      readonly requestedBy: { readonly id: string; readonly role: Role; readonly siteId: string };
      readonly requestedAt: string;
      readonly releases: ErasureReleases;
    }
  | {
      /** A person deletes their own account (settings); the handler checked their password or SSO sign-in. */
      readonly type: 'EraseOwnAccount';
      readonly userId: string;
      /** The site of the session that asks: another site's account is not found. */
      readonly siteId: string;
      readonly requestedAt: string;
      readonly releases: ErasureReleases;
    }
  /** The erasure worker, once the key is destroyed: records it (idempotent). */
  | { readonly type: 'RecordErasure'; readonly userId: string; readonly erasedAt: string }
  | { readonly type: 'StartImpersonation'; readonly userId: string; readonly impersonatorId: string; readonly impersonatorRole: Role }
  | { readonly type: 'EndImpersonation'; readonly userId: string; readonly impersonatorId: string };

/**
 * What the erasure worker releases, named while the person's data is readable: their e-mail
 * reservation stream and claimed eligibility record are keyed hashes (docs/personal-data.md) the
 * pure decider cannot compute, so the handler does (`erasureReleases`) from the state it decides on.
 */
export interface ErasureReleases {
  readonly emailReservationStream: string;
  readonly eligibilityId: string | null;
}
