import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

/** Jobs carry ids, not data (and never a token): the worker derives what it sends. */
export interface MailJob {
  readonly kind: 'password_reset';
  readonly eventId: string;
  readonly userId: string;
  readonly siteId: string;
}

export const MAIL_QUEUE = 'mail';
/** Deterministic: a replayed log or a retried batch never enqueues the same e-mail twice (the outbox row and BullMQ's dedupe). */
export const mailJobId = (eventId: string): string => `mail-${eventId}`;

/** Enqueues (through the outbox) the e-mails events call for: today, the password reset link. */
export function mailReactor(outbox: ReactionOutbox<MailJob>): Projection {
  return defineProjection({
    name: 'mail_reactor',
    version: 1,
    tables: [],
    eventTypes: ['PasswordResetRequested'],
    async apply(trx, events) {
      const jobs = events.map(({ id, data }) => {
        const job: MailJob = { kind: 'password_reset', eventId: id, userId: data.userId, siteId: data.siteId };
        return { id: mailJobId(id), name: job.kind, data: job };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
