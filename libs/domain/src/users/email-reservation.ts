import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { UserEmailReservationEvent } from './events.js';
import { settingsMessages } from './settings.js';
import { normaliseEmail } from './email.js';

/**
 * One stream per (site, normalised e-mail): userEmailReservationStream. The first reservation
 * appends with expectedRevision 'no_stream', so two users racing for an address cannot both win;
 * a released address can be reserved again (at the stream's revision).
 */
export type EmailReservationCommand =
  | { readonly type: 'ReserveUserEmail'; readonly siteId: string; readonly email: string; readonly userId: string }
  | { readonly type: 'ReleaseUserEmail'; readonly siteId: string; readonly email: string; readonly userId: string };

export interface EmailReservationState {
  readonly holder: string | null;
}

export const initialState = (): EmailReservationState => ({ holder: null });

export function evolve(_state: EmailReservationState, event: UserEmailReservationEvent): EmailReservationState {
  switch (event.type) {
    case 'UserEmailReserved':
      return { holder: event.data.userId };
    case 'UserEmailReleased':
      return { holder: null };
    default:
      return assertNever(event);
  }
}

export function decide(command: EmailReservationCommand, state: EmailReservationState): UserEmailReservationEvent[] {
  const { siteId, email, userId } = command;
  switch (command.type) {
    case 'ReserveUserEmail':
      if (state.holder === userId) return [];
      if (state.holder !== null) throw new DomainError('validation', 'email_taken', settingsMessages.emailTaken);
      return [{ type: 'UserEmailReserved', data: { siteId, email, userId } }];
    case 'ReleaseUserEmail':
      // Only the holder releases; anything else (never reserved, someone else's) changes nothing.
      return state.holder === userId ? [{ type: 'UserEmailReleased', data: { siteId, email, userId } }] : [];
    default:
      return assertNever(command);
  }
}

/**
 * The sweeper's rule (a process that died between reserving and registering): a reservation is
 * orphaned when its holder has no account with that address — the holder's stream does not exist
 * (never registered) or records another e-mail.
 */
export function isOrphanedReservation(
  reservation: EmailReservationState,
  email: string,
  holderAccount: { readonly registered: boolean; readonly email: string },
): boolean {
  if (reservation.holder === null) return false;
  return !holderAccount.registered || normaliseEmail(holderAccount.email) !== normaliseEmail(email);
}

export const emailReservationDecider: Decider<EmailReservationCommand, UserEmailReservationEvent, EmailReservationState> = {
  decide,
  evolve,
  initialState,
};
