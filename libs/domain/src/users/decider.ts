import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import { deterministicId } from '../shared/ids.js';
import type { UserEvent, UserRegistered } from './events.js';

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
  | { readonly type: 'RecordSignOut'; readonly userId: string; readonly siteId: string };

export interface UserState {
  readonly registered: boolean;
}

export const initialState = (): UserState => ({ registered: false });

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { registered: true };
    case 'UserSignedIn':
    case 'UserSignedOut':
      return state;
    default:
      return assertNever(event);
  }
}

const userNotFound = () => new DomainError('not_found', 'user_not_found', 'User not found.');

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.registered) throw new DomainError('conflict', 'user_exists', 'That user already exists.');
      return [{ type: 'UserRegistered', data: { ...command.user, email: normaliseEmail(command.user.email) } }];
    case 'RecordSignIn':
      if (!state.registered) throw userNotFound();
      return [{ type: 'UserSignedIn', data: { userId: command.userId, siteId: command.siteId, staySignedIn: command.staySignedIn } }];
    case 'RecordSignOut':
      if (!state.registered) throw userNotFound();
      return [{ type: 'UserSignedOut', data: { userId: command.userId, siteId: command.siteId } }];
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { decide, evolve, initialState };
