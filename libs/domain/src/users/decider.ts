import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import { deterministicId } from '../shared/ids.js';
import type { UserEvent, UserRegistered } from './events.js';
import type { Role } from './roles.js';

export const userStream = (userId: string): string => `user-${userId}`;
/** Reservation stream that makes an e-mail unique within a site (appended with no_stream). */
export const userEmailReservationStream = (siteId: string, email: string): string =>
  `user_email-${deterministicId('user-email', siteId, normaliseEmail(email))}`;

/** Trims, straightens curly quotes, drops zero-width and non-breaking spaces, lower-cases. */
export function normaliseEmail(email: string): string {
  return email
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\u00A0/g, ' ')
    .trim()
    .toLowerCase();
}

export type UserCommand =
  | { readonly type: 'RegisterUser'; readonly user: UserRegistered['data'] }
  | { readonly type: 'RecordSignIn'; readonly userId: string; readonly siteId: string; readonly staySignedIn: boolean }
  | { readonly type: 'RecordSignOut'; readonly userId: string; readonly siteId: string }
  | { readonly type: 'DeleteUser'; readonly userId: string; readonly actorId: string }
  | { readonly type: 'StartImpersonation'; readonly userId: string; readonly impersonatorId: string; readonly impersonatorRole: Role }
  | { readonly type: 'EndImpersonation'; readonly userId: string; readonly impersonatorId: string };

export interface UserState {
  readonly registered: boolean;
  readonly deleted: boolean;
  readonly siteId: string | null;
  readonly role: Role | null;
}

export const initialState = (): UserState => ({ registered: false, deleted: false, siteId: null, role: null });

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true, siteId: event.data.siteId, role: event.data.role };
    case 'UserDeleted':
      return { ...state, deleted: true };
    case 'UserSignedIn':
    case 'UserSignedOut':
    case 'ImpersonationStarted':
    case 'ImpersonationEnded':
      return state;
    default:
      return assertNever(event);
  }
}

const userNotFound = () => new DomainError('not_found', 'user_not_found', 'User not found.');
export const COULD_NOT_IMPERSONATE = 'Could not impersonate.';

/** A user that exists and was not deleted; a deleted user is, to every command, not found. */
function live(state: UserState): { siteId: string; role: Role } {
  if (!state.registered || state.deleted || state.siteId === null || state.role === null) throw userNotFound();
  return { siteId: state.siteId, role: state.role };
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.registered) throw new DomainError('conflict', 'user_exists', 'That user already exists.');
      return [{ type: 'UserRegistered', data: { ...command.user, email: normaliseEmail(command.user.email) } }];
    case 'RecordSignIn':
      live(state);
      return [{ type: 'UserSignedIn', data: { userId: command.userId, siteId: command.siteId, staySignedIn: command.staySignedIn } }];
    case 'RecordSignOut':
      if (!state.registered) throw userNotFound();
      return [{ type: 'UserSignedOut', data: { userId: command.userId, siteId: command.siteId } }];
    case 'DeleteUser':
      if (command.actorId === command.userId) throw new DomainError('validation', 'deleting_self', 'You cannot remove yourself.');
      return [{ type: 'UserDeleted', data: { userId: command.userId, siteId: live(state).siteId } }];
    case 'StartImpersonation': {
      const { siteId } = live(state);
      if (command.impersonatorRole !== 'master') throw new DomainError('forbidden', 'impersonation_forbidden', COULD_NOT_IMPERSONATE);
      if (command.impersonatorId === command.userId) throw new DomainError('validation', 'impersonating_self', COULD_NOT_IMPERSONATE);
      return [{ type: 'ImpersonationStarted', data: { userId: command.userId, siteId, impersonatorId: command.impersonatorId } }];
    }
    case 'EndImpersonation':
      if (!state.registered || state.siteId === null) throw userNotFound();
      return [{ type: 'ImpersonationEnded', data: { userId: command.userId, siteId: state.siteId, impersonatorId: command.impersonatorId } }];
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { decide, evolve, initialState };
