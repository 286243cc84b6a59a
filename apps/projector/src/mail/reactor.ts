import type { Queue } from 'bullmq';
import { defineProjection, type Projection } from '@wellway/read-models';

/** Jobs carry ids, not data (and never a token): the worker derives what it sends. */
export interface MailJob {
  readonly kind: 'password_reset';
  readonly eventId: string;
  readonly userId: string;
  readonly siteId: string;
}

export const MAIL_QUEUE = 'mail';
/** Deterministic: a replayed log or a retried batch never enqueues the same e-mail twice (within the dedupe window). */
export const mailJobId = (eventId: string): string => `mail-${eventId}`;

/** Enqueues the e-mails events call for: today, the password reset link. */
export function mailReactor(queue: Queue<MailJob>): Projection {
  return defineProjection({
    name: 'mail_reactor',
    version: 1,
    tables: [],
    eventTypes: ['PasswordResetRequested'],
    async apply(_trx, events) {
      const jobs = events.map(({ id, data }) => {
        const job: MailJob = { kind: 'password_reset', eventId: id, userId: data.userId, siteId: data.siteId };
        return { name: job.kind, data: job, opts: { jobId: mailJobId(id) } };
      });
      if (jobs.length > 0) await queue.addBulk(jobs);
      return { userIds: [] };
    },
  });
}
