import { defineReactor } from '../workers/reactor-manifest.js';
import { AUTOMATIC_POSTS_QUEUE, automaticPostReactor, type AutomaticPostJob } from './reactor.js';
import { automaticPostProcessor } from './worker.js';

/** Automatic wall posts (spec 3 §3 `is_automatic_wall_post_enabled`): a badge earned, a goal completed, a challenge won. */
export const automaticPostsJobs = defineReactor<AutomaticPostJob>({
  queue: AUTOMATIC_POSTS_QUEUE,
  concurrency: 2,
  label: 'automatic post',
  reactor: (outbox) => automaticPostReactor(outbox),
  processor: ({ store, db, waiter, now }) => automaticPostProcessor({ store, db, waiter, now }),
});
