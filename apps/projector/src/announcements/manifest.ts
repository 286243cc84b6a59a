import { defineReactor } from '../workers/reactor-manifest.js';
import { ANNOUNCEMENTS_QUEUE, announcementMailReactor, type AnnouncementMailJob } from './reactor.js';
import { announcementMailProcessor } from './worker.js';

/** Announcement e-mails (Send Notification): paged through the recipients at send time, through the mail transport. */
export const announcementMailJobs = defineReactor<AnnouncementMailJob>({
  queue: ANNOUNCEMENTS_QUEUE,
  concurrency: 2,
  label: 'announcement mail',
  // An e-mail sent twice is not harmless: runs of one page take turns, and a retry resumes after the last handled.
  exclusive: true,
  reactor: (outbox) => announcementMailReactor(outbox),
  processor: ({ db, waiter, mail, settings }, outbox) =>
    announcementMailProcessor({ db, waiter, mail, outbox, resetTokenSecret: settings.resetTokenSecret, publicUrl: settings.publicUrl }),
});
