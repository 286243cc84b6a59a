import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

/** Ids, not data: the worker reads the reservation and the user's stream when it runs. */
export interface EmailReservationSweepJob {
  /** The UserEmailReserved event this job checks. */
  readonly eventId: string;
  /** Its reservation stream (`user_email-…`). */
  readonly stream: string;
  readonly siteId: string;
  readonly userId: string;
}

export const EMAIL_RESERVATIONS_QUEUE = 'email_reservations';
/** Deterministic: a replayed log or a retried batch never enqueues the same check twice (the outbox row and BullMQ's dedupe). */
export const emailReservationSweepJobId = (eventId: string): string => `email-reservation-sweep-${eventId}`;
/** Default grace before an e-mail reservation with no account is released (EMAIL_RESERVATION_SWEEP_MINUTES). */
export const DEFAULT_SWEEP_AFTER_MS = 10 * 60_000;

export interface EmailReservationReactorOptions {
  /** How long after the reservation the check runs: longer than any registration or e-mail change takes. */
  readonly sweepAfterMs: number;
}

/**
 * A registration (or an e-mail change) reserves the address before it appends the account; a
 * process that dies in between leaves a reservation no one holds. For each UserEmailReserved this
 * enqueues (through the outbox) a delayed check, due `sweepAfterMs` after the reservation was
 * recorded (a replayed old reservation is checked at once).
 */
export function emailReservationReactor(
  outbox: ReactionOutbox<EmailReservationSweepJob>,
  options: EmailReservationReactorOptions,
): Projection {
  return defineProjection({
    name: 'email_reservation_reactor',
    version: 1,
    tables: [],
    eventTypes: ['UserEmailReserved'],
    async apply(trx, events) {
      const jobs = events.map(({ id, streamName, data, createdAt }) => {
        const job: EmailReservationSweepJob = { eventId: id, stream: streamName, siteId: data.siteId, userId: data.userId };
        const dueAt = new Date(createdAt.getTime() + options.sweepAfterMs);
        return { id: emailReservationSweepJobId(id), name: 'sweep', data: job, dueAt };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
