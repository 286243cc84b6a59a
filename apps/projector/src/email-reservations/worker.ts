import { UnrecoverableError, type Job } from 'bullmq';
import { deterministicId, emailReservations, userStream, users, type UserEmailReserved } from '@wellway/domain';
import { aggregateStream, handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import type { EmailReservationSweepJob } from './reactor.js';

export interface EmailReservationWorkerDeps {
  readonly store: EventStore;
}

export type EmailReservationSweepResult =
  | { readonly released: true }
  /** superseded: the reservation was released or taken again since; in_use: its holder has that address. */
  | { readonly released: false; readonly reason: 'superseded' | 'in_use' };

/** The release's event id comes from the reservation's: a retried job cannot append it twice. */
export const sweepReleaseEventId = (reservationEventId: string): string => deterministicId('email-reservation-sweep', reservationEventId);

/**
 * Checks one UserEmailReserved, some minutes after it: if the reservation is still that one and
 * its holder has no account with the address (never registered, or moved to another address), it
 * sends ReleaseUserEmail, appended at the revision it checked. It acts by command only.
 */
export function emailReservationProcessor(deps: EmailReservationWorkerDeps) {
  return async (job: Job<EmailReservationSweepJob>): Promise<EmailReservationSweepResult> => {
    const { eventId, stream, siteId, userId } = job.data;
    const reservation = await aggregateStream(deps.store, stream, emailReservations.emailReservationDecider);
    const reserved = reservation.events.find((event) => event.id === eventId);
    if (!reserved || reserved.type !== 'UserEmailReserved') throw new UnrecoverableError(`no e-mail reservation ${eventId} in ${stream}`);
    // Released, or released and reserved again, since: that later event has its own check.
    if (reservation.events.at(-1)?.id !== eventId) return { released: false, reason: 'superseded' };

    const { email } = reserved.data as UserEmailReserved['data'];
    const account = await aggregateStream(deps.store, userStream(userId), users.userDecider);
    if (!emailReservations.isOrphanedReservation(reservation.state, email, account.state)) return { released: false, reason: 'in_use' };

    await handleCommand({
      store: deps.store,
      stream,
      decider: emailReservations.emailReservationDecider,
      command: { type: 'ReleaseUserEmail', siteId, email, userId },
      // Anything appended since the check (a new reservation) fails this append; the retry finds it superseded.
      expectedRevision: reservation.revision,
      eventId: () => sweepReleaseEventId(eventId),
      metadata: metadataFor({ actor: null, siteId, correlationId: `email-reservation-sweep-${eventId}`, causationId: eventId }),
    });
    return { released: true };
  };
}
