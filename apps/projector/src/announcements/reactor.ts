import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

/**
 * One page of an announcement's e-mails: the people it reaches after `after` (by id), read at
 * send time. A page that was full enqueues the next, so 100,000 recipients are 200 jobs, never
 * 100,000 rows or events.
 */
export interface AnnouncementMailJob {
  readonly kind: 'announcement_mail';
  readonly eventId: string;
  readonly announcementId: string;
  readonly siteId: string;
  /** Global position of AnnouncementSent: the worker waits for announcements, users and locations to reach it. */
  readonly position: string;
  readonly page: number;
  /** The last recipient id of the page before (null: the first page). */
  readonly after: string | null;
}

export const ANNOUNCEMENTS_QUEUE = 'announcement_mail';
/** One id per announcement and page: a replay or a retried page never enqueues one twice. */
export const announcementMailJobId = (eventId: string, page: number): string => `announcement-mail-${eventId}-${page}`;

/** The job of an announcement's page `page`, after `after`. */
export function announcementMailPage(first: Omit<AnnouncementMailJob, 'page' | 'after'>, page: number, after: string | null) {
  const job: AnnouncementMailJob = { ...first, page, after };
  return { id: announcementMailJobId(first.eventId, page), name: job.kind, data: job };
}

/** Enqueues (through the outbox) the first page of each announcement's e-mails. */
export function announcementMailReactor(outbox: ReactionOutbox<AnnouncementMailJob>): Projection {
  return defineProjection({
    name: 'announcement_mail_reactor',
    version: 1,
    tables: [],
    eventTypes: ['AnnouncementSent'],
    async apply(trx, events) {
      const jobs = events.map(({ id, data, position }) =>
        announcementMailPage(
          {
            kind: 'announcement_mail',
            eventId: id,
            announcementId: data.announcementId,
            siteId: data.siteId,
            position: position.toString(),
          },
          0,
          null,
        ),
      );
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
