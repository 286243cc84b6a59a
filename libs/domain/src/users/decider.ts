import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import { deterministicId } from '../shared/ids.js';
import type { ErasureReleases, UserCommand } from './commands.js';
import type { PersonalDigests } from '../personal-data.js';
import { normaliseEmail } from './email.js';
import { trackingMethods, type Subscription, type TrackingMethod, type UserEvent } from './events.js';
import { noResetRequests, resetExpiry, resetMessages, resetTokenStatus, type ResetRequests } from './password-reset.js';
import { isNoticeType } from '../notifications/preferences.js';
import { defaultSubscription, nextSubscription, unsubscribedFromAll, passwordProblem, DAILY_EMAIL_MAX } from './settings.js';
import { normalisePhone, personalSettingsProblems } from './personal-settings.js';
import type { Role } from './roles.js';
import { registrationMessages, registrationProblems } from './registration.js';
import { eligibilityIdFor } from '../eligibility/decider.js';

export type { UserCommand } from './commands.js';

export const userStream = (userId: string): string => `user-${userId}`;
/**
 * Reservation stream that makes an e-mail unique within a site (appended with no_stream), named
 * by the keyed hash of the normalised address (`personalDigests(hash).email`): a stream name
 * carries no personal data, and no one without the hash key can find an address's stream.
 */
export const userEmailReservationStream = (siteId: string, emailDigest: string): string =>
  `user_email-${deterministicId('user-email', siteId, emailDigest)}`;

export { normaliseEmail };

export interface UserState {
  readonly registered: boolean;
  readonly userId: string;
  readonly siteId: string;
  readonly email: string;
  readonly resets: ResetRequests;
  readonly subscription: Subscription;
  readonly role: Role | null;
  /**
   * The erasure saga (UserErasureRequested, then UserErased): from its request on, the user is
   * not found to every command.
   */
  readonly erasure: 'none' | 'requested' | 'done';
  readonly locationId: string | null;
  /** The eligibility identifier they registered with (its record is released on erasure). */
  readonly eligibilityIdentifier: string | null;
}

export const initialState = (): UserState => ({
  registered: false,
  userId: '',
  siteId: '',
  email: '',
  resets: noResetRequests,
  subscription: defaultSubscription,
  role: null,
  erasure: 'none',
  locationId: null,
  eligibilityIdentifier: null,
});

const withSet = (set: ReadonlySet<string>, value: string): ReadonlySet<string> => new Set(set).add(value);

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        registered: true,
        userId: event.data.userId,
        siteId: event.data.siteId,
        email: event.data.email,
        role: event.data.role,
        locationId: event.data.locationId ?? null,
        eligibilityIdentifier: event.data.eligibilityIdentifier || null,
      };
    case 'PasswordResetRequested':
      return {
        ...state,
        resets: {
          ...state.resets,
          issued: withSet(state.resets.issued, event.data.tokenHash),
          latest: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt },
        },
      };
    case 'PasswordResetCompleted':
      return { ...state, resets: { ...state.resets, used: withSet(state.resets.used, event.data.tokenHash), latest: null } };
    case 'UserEmailChanged':
      // A link sent to the old address must not work any more.
      return { ...state, email: event.data.email, resets: { ...state.resets, latest: null } };
    case 'UserSubscriptionChanged':
      return { ...state, subscription: event.data.subscription };
    case 'UserLocationChanged':
      return { ...state, locationId: event.data.locationId };
    case 'UserErasureRequested':
      return { ...state, erasure: state.erasure === 'none' ? 'requested' : state.erasure };
    case 'UserErased':
      return { ...state, erasure: 'done' };
    case 'UserSignedIn':
    case 'UserSignedOut':
    case 'ImpersonationStarted':
    case 'ImpersonationEnded':
    case 'UserPasswordChanged':
    case 'UserProfileChanged':
    case 'UserTrackingMethodChosen':
    case 'UserProfilePhotoChanged':
      return state;
    default:
      return assertNever(event);
  }
}

const userNotFound = () => new DomainError('not_found', 'user_not_found', 'User not found.');
const invalid = (code: string, message: string) => new DomainError('validation', code, message);
export const COULD_NOT_IMPERSONATE = 'Could not impersonate.';

/** A user that exists and is not erased; an erased user (from the request on) is, to every command, not found. */
function live(state: UserState): UserState & { role: Role } {
  if (!state.registered || state.erasure !== 'none' || state.role === null) throw userNotFound();
  return { ...state, role: state.role };
}

function resetPassword(command: Extract<UserCommand, { type: 'ResetPassword' }>, state: UserState): UserEvent[] {
  if (!state.registered || state.erasure !== 'none') throw new DomainError('not_found', 'reset_token_invalid', resetMessages.invalid);
  const status = resetTokenStatus(state.resets, command.tokenHash, command.at);
  if (status === 'invalid') throw new DomainError('not_found', 'reset_token_invalid', resetMessages.invalid);
  if (status !== 'valid') throw invalid(`reset_token_${status}`, resetMessages[status]);
  const problem = passwordProblem(command.password.value, command.password.confirmation, command.passwordRule);
  if (problem) throw invalid('invalid_password', problem);
  return [
    {
      type: 'PasswordResetCompleted',
      data: { userId: state.userId, siteId: state.siteId, tokenHash: command.tokenHash, passwordHash: command.password.hash },
    },
  ];
}

function changePersonalSettings(command: Extract<UserCommand, { type: 'ChangePersonalSettings' }>, state: UserState): UserEvent[] {
  live(state);
  const email = normaliseEmail(command.email);
  const problems = personalSettingsProblems({ ...command, email });
  if (problems.length > 0) throw invalid('invalid_settings', problems[0]!);
  if (command.password) {
    const problem = passwordProblem(command.password.value, command.password.confirmation, command.context.passwordRule);
    if (problem) throw invalid('invalid_password', problem);
  }
  const { userId, siteId } = state;
  const trim = (value: string) => value.trim();
  const events: UserEvent[] = [
    {
      type: 'UserProfileChanged',
      data: {
        userId,
        siteId,
        firstName: command.firstName.trim(),
        lastName: command.lastName.trim(),
        address: {
          line1: trim(command.address.line1),
          line2: trim(command.address.line2),
          city: trim(command.address.city),
          stateProvince: trim(command.address.stateProvince),
          postalCode: trim(command.address.postalCode),
        },
        allowsSms: command.allowsSms,
        // Turning SMS off clears the phone and puts the time zone back to the site's (spec 2 §5).
        phone: command.allowsSms ? normalisePhone(command.phone) : null,
        timeZone: command.allowsSms ? command.timeZone : command.context.siteTimeZone,
      },
    },
  ];
  if (email !== state.email) events.push({ type: 'UserEmailChanged', data: { userId, siteId, email, previousEmail: state.email } });
  const locationChange = changeLocation(command, state);
  if (locationChange) events.push(locationChange);
  if (command.password) events.push({ type: 'UserPasswordChanged', data: { userId, siteId, passwordHash: command.password.hash } });
  return events;
}

/**
 * A location the form sent (spec 2 /settings/personal, prompt-location; spec 3 user edit): one of
 * the site's, never taken away where the site requires one, and changed only where the site lets
 * participants move (allow_set_location) — or where the user has none yet, or a master edits.
 */
function changeLocation(command: Extract<UserCommand, { type: 'ChangePersonalSettings' }>, state: UserState): UserEvent | null {
  const { locationId } = command;
  const choice = command.context.locations;
  if (locationId === undefined || locationId === state.locationId) return null;
  if (!choice) throw invalid('location_not_changeable', locationMessages.notChangeable);
  if (locationId === null ? choice.required : !choice.ids.has(locationId))
    throw invalid('location_required', registrationMessages.locationRequired);
  // A location since deleted is no location: its user must be able to choose another.
  const hasValidLocation = state.locationId !== null && choice.ids.has(state.locationId);
  if (!choice.changeable && hasValidLocation) throw invalid('location_not_changeable', locationMessages.notChangeable);
  return {
    type: 'UserLocationChanged',
    data: { userId: state.userId, siteId: state.siteId, locationId, previousLocationId: state.locationId },
  };
}

export const locationMessages = { notChangeable: 'Your location cannot be changed on this site.' } as const;

function changeSubscription(wanted: Subscription, state: UserState): UserEvent[] {
  live(state);
  if (!Number.isInteger(wanted.emailDaily) || wanted.emailDaily < 0 || wanted.emailDaily > DAILY_EMAIL_MAX) {
    throw invalid('invalid_email_daily', `Daily e-mail must be a whole number from 0 to ${DAILY_EMAIL_MAX}.`);
  }
  const unknown = Object.keys(wanted.notices ?? {}).find((key) => !isNoticeType(key));
  if (unknown !== undefined) throw invalid('unknown_notice_type', `There is no notification type ${unknown}.`);
  const subscription = nextSubscription(state.subscription, wanted);
  return [{ type: 'UserSubscriptionChanged', data: { userId: state.userId, siteId: state.siteId, subscription } }];
}

function registerParticipant(command: Extract<UserCommand, { type: 'RegisterParticipant' }>, state: UserState): UserEvent[] {
  // A conflict re-runs the decision: the same registration, already recorded, changes nothing.
  if (state.registered && state.userId === command.userId) return [];
  if (state.registered) throw new DomainError('conflict', 'user_exists', 'That user already exists.');
  if (command.closedMessage !== null) throw new DomainError('forbidden', 'registration_closed', command.closedMessage);
  const problems = registrationProblems(command.input, command.rules);
  if (problems.length > 0) throw invalid('invalid_registration', problems[0]!);
  const { input, userId, siteId } = command;
  const allowsSms = command.rules.smsEnabled && input.allowsSms;
  return [
    {
      type: 'UserRegistered',
      data: {
        userId,
        siteId,
        email: normaliseEmail(input.email),
        role: 'user',
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        startedOn: command.startedOn,
        passwordHash: command.passwordHash,
        locationId: input.locationId,
        birthDate: input.birthDate || null,
        eligibilityIdentifier: command.rules.eligibilityRequired ? (input.eligibilityIdentifier ?? '').trim() : null,
        allowsSms,
        phone: allowsSms ? normalisePhone(input.phone) : null,
      },
    },
    { type: 'UserSignedIn', data: { userId, siteId, staySignedIn: false } },
  ];
}

export const profilePhotoMessages = { notOwn: 'A profile photo must be one of your own uploads.' } as const;

/**
 * What follows the person's files prefix in a photo's URL: `public/<name>`, the name as the
 * storage writes it. Nothing else (no `..`, no `%2e%2e` that a browser reads as `..`, no query),
 * and never `secure/`: the photo shows to others (beside messages, posts, names), and a secure
 * file answers them 404.
 */
const OWN_FILE = /^public\/[A-Za-z0-9_-][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

/** A photo is one of the person's own uploads (so their erasure deletes it), or null to remove it. */
function changeProfilePhoto(command: Extract<UserCommand, { type: 'ChangeProfilePhoto' }>, state: UserState): UserEvent[] {
  const { userId, siteId } = live(state);
  const { image, filesPrefix } = command;
  const own = (url: string) => url.startsWith(filesPrefix) && OWN_FILE.test(url.slice(filesPrefix.length));
  if (image && ![image.url, image.thumbnailUrl, image.blurUrl].every(own)) throw invalid('photo_not_own', profilePhotoMessages.notOwn);
  return [{ type: 'UserProfilePhotoChanged', data: { userId, siteId, image } }];
}

export const erasureMessages = {
  self: 'You cannot remove yourself.',
  master: 'A master cannot be removed.',
  notMaster: 'Only a master can remove a user.',
} as const;

/**
 * The erasure's first step, recorded on the user's stream (OCC): a master erases anyone but a
 * master (themself included), on any site; a person erases their own account on its own site.
 * The event names what the worker releases while the person's data is still readable.
 */
function requestErasure(command: Extract<UserCommand, { type: 'EraseUser' | 'EraseOwnAccount' }>, state: UserState): UserEvent[] {
  const user = live(state);
  const requester = command.type === 'EraseUser' ? command.requestedBy : { id: command.userId, role: user.role, siteId: command.siteId };
  const bySelf = command.type === 'EraseOwnAccount';
  // Scope as everywhere: only a master reaches another site's users; to anyone else they are not found.
  if ((bySelf || requester.role !== 'master') && requester.siteId !== user.siteId) throw userNotFound();
  if (!bySelf && requester.role !== 'master') throw new DomainError('forbidden', 'erasure_forbidden', erasureMessages.notMaster);
  if (!bySelf && requester.id === user.userId) throw invalid('erasing_self', erasureMessages.self);
  if (user.role === 'master') throw new DomainError('forbidden', 'erasing_master', erasureMessages.master);
  return [
    {
      type: 'UserErasureRequested',
      data: {
        userId: user.userId,
        siteId: user.siteId,
        requestedById: requester.id,
        bySelf,
        requestedAt: command.requestedAt,
        emailReservationStream: command.releases.emailReservationStream,
        eligibilityId: command.releases.eligibilityId,
      },
    },
  ];
}

/** The releases an erasure of `state`'s person names (see ErasureReleases), with the application's digests. */
export function erasureReleases(state: UserState, digests: PersonalDigests): ErasureReleases {
  const { siteId, email, eligibilityIdentifier } = state;
  return {
    emailReservationStream: userEmailReservationStream(siteId, digests.email(email)),
    eligibilityId: eligibilityIdentifier === null ? null : eligibilityIdFor(siteId, digests.eligibilityIdentifier(eligibilityIdentifier)),
  };
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.registered) throw new DomainError('conflict', 'user_exists', 'That user already exists.');
      return [{ type: 'UserRegistered', data: { ...command.user, email: normaliseEmail(command.user.email) } }];
    case 'RegisterParticipant':
      return registerParticipant(command, state);
    case 'RecordSignIn':
      live(state);
      return [{ type: 'UserSignedIn', data: { userId: command.userId, siteId: command.siteId, staySignedIn: command.staySignedIn } }];
    case 'RecordSignOut':
      if (!state.registered) throw userNotFound(); // a deleted user's sessions still end
      return [{ type: 'UserSignedOut', data: { userId: command.userId, siteId: command.siteId } }];
    case 'RequestPasswordReset':
      live(state);
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            userId: state.userId,
            siteId: state.siteId,
            email: state.email,
            tokenHash: command.tokenHash,
            requestedAt: command.requestedAt,
            expiresAt: resetExpiry(command.requestedAt),
          },
        },
      ];
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'ChangePersonalSettings':
      return changePersonalSettings(command, state);
    case 'ChangeSubscription':
      return changeSubscription(command.subscription, state);
    case 'UnsubscribeAll':
      live(state);
      return [{ type: 'UserSubscriptionChanged', data: { userId: state.userId, siteId: state.siteId, subscription: unsubscribedFromAll } }];
    case 'ChooseTrackingMethod':
      live(state);
      if (!(trackingMethods as readonly string[]).includes(command.activeDevice)) {
        throw invalid(
          'invalid_tracking_method',
          'Choose how you want to log activity: MANUAL, APPLE, HEALTH_CONNECT, FITBIT, VALIDIC or GARMIN.',
        );
      }
      return [
        {
          type: 'UserTrackingMethodChosen',
          data: { userId: state.userId, siteId: state.siteId, activeDevice: command.activeDevice as TrackingMethod },
        },
      ];
    case 'ChangeProfilePhoto':
      return changeProfilePhoto(command, state);
    case 'EraseUser':
    case 'EraseOwnAccount':
      return requestErasure(command, state);
    case 'RecordErasure':
      if (!state.registered) throw userNotFound();
      if (state.erasure === 'none') throw invalid('erasure_not_requested', 'No erasure of this user was requested.');
      // The worker retries: recorded once.
      if (state.erasure === 'done') return [];
      return [{ type: 'UserErased', data: { userId: state.userId, siteId: state.siteId, erasedAt: command.erasedAt } }];
    case 'StartImpersonation': {
      const { siteId } = live(state);
      if (command.impersonatorRole !== 'master') throw new DomainError('forbidden', 'impersonation_forbidden', COULD_NOT_IMPERSONATE);
      if (command.impersonatorId === command.userId) throw invalid('impersonating_self', COULD_NOT_IMPERSONATE);
      return [{ type: 'ImpersonationStarted', data: { userId: command.userId, siteId, impersonatorId: command.impersonatorId } }];
    }
    case 'EndImpersonation':
      if (!state.registered) throw userNotFound();
      return [
        { type: 'ImpersonationEnded', data: { userId: command.userId, siteId: state.siteId, impersonatorId: command.impersonatorId } },
      ];
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { decide, evolve, initialState };
