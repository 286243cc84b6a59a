import { BADGES_QUEUE } from '../workers/queues.js';
import { defineReactor } from '../workers/reactor-manifest.js';
import { badgeReactor, type BadgeJob } from './reactor.js';
import { badgeProcessor } from './worker.js';

/** Badges: each logged day enqueues a check that awards the days_logged badges it meets. */
export const badgesJobs = defineReactor<BadgeJob>({
  queue: BADGES_QUEUE,
  concurrency: 8,
  label: 'badge',
  reactor: (outbox) => badgeReactor(outbox),
  processor: ({ db, store, waiter, now }) => badgeProcessor({ db, store, waiter, now }),
});
