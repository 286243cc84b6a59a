import type { Queue } from 'bullmq';
import type { PasswordResetRequested } from '@wellway/domain';
import type { Projection } from '@wellway/read-models';

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
  return {
    name: 'mail_reactor',
    version: 1,
    tables: [],
    eventTypes: ['PasswordResetRequested'],
    async apply(_trx, events) {
      const jobs = events
        .filter((event) => event.type === 'PasswordResetRequested')
        .map((event) => {
          const data = event.data as PasswordResetRequested['data'];
          const job: MailJob = { kind: 'password_reset', eventId: event.id, userId: data.userId, siteId: data.siteId };
          return { name: job.kind, data: job, opts: { jobId: mailJobId(event.id) } };
        });
      if (jobs.length > 0) await queue.addBulk(jobs);
      return { userIds: [] };
    },
  };
}
