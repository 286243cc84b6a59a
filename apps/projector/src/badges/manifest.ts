import { BADGES_QUEUE } from '../workers/queues.js';
import { defineReactor } from '../workers/reactor-manifest.js';
import { badgeReactor, type BadgeJob } from './reactor.js';
import { badgeProcessor } from './worker.js';

/** Badges: each event that counts towards a badge (domain `badgeRules`) enqueues a check that awards the badges the progress meets. */
export const badgesJobs = defineReactor<BadgeJob>({
  queue: BADGES_QUEUE,
  concurrency: 8,
  label: 'badge',
  reactor: (outbox) => badgeReactor(outbox),
  processor: ({ db, store, waiter, now }) => badgeProcessor({ db, store, waiter, now }),
});
