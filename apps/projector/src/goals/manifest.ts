import { defineReactor } from '../workers/reactor-manifest.js';
import { GOALS_QUEUE, goalShareReactor, type GoalShareJob } from './reactor.js';
import { goalShareProcessor } from './worker.js';

/** Goals shared by e-mail, sent through the mail transport (SMTP_URL, or the log). */
export const goalsJobs = defineReactor<GoalShareJob>({
  queue: GOALS_QUEUE,
  concurrency: 2,
  label: 'goal share',
  // An e-mail sent twice is not harmless: runs of one share take turns.
  exclusive: true,
  reactor: (outbox) => goalShareReactor(outbox),
  processor: ({ store, db, mail, settings, log }) =>
    goalShareProcessor({ store, db, mail, publicUrl: settings.publicUrl, log: (line) => log.info(line) }),
});
