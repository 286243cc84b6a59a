import { defineReactor } from '../workers/reactor-manifest.js';
import { MAIL_QUEUE, mailReactor, type MailJob } from './reactor.js';
import { mailProcessor } from './worker.js';

/** E-mails events call for (the password reset link, and notices people subscribe to), sent by SMTP_URL or printed to the log. */
export const mailJobs = defineReactor<MailJob>({
  queue: MAIL_QUEUE,
  concurrency: 4,
  label: 'mail',
  // Sending twice is not harmless: runs of one e-mail take turns, and a sent one is never sent again.
  exclusive: true,
  reactor: (outbox) => mailReactor(outbox),
  processor: ({ store, db, waiter, mail, settings, now, log }, outbox) =>
    mailProcessor({
      outbox,
      store,
      db,
      waiter,
      mail,
      resetTokenSecret: settings.resetTokenSecret,
      publicUrl: settings.publicUrl,
      now,
      log: (line) => log.info(line),
    }),
});
