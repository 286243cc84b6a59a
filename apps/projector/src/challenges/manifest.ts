import { defineReactor } from '../workers/reactor-manifest.js';
import { CHALLENGES_QUEUE, challengeReactor, type ChallengeJob } from './reactor.js';
import { challengeProcessor } from './worker.js';

/** Peer challenges: each sent challenge's expiry, due at its expires_at, and the release of finished sides' slots. */
export const challengesJobs = defineReactor<ChallengeJob>({
  queue: CHALLENGES_QUEUE,
  // Many challenges can fall due in one minute (bench f: 10,000): expiry is a few small commands each,
  // mostly waiting on round trips, and the store groups concurrent appends into one commit: many at once.
  concurrency: 64,
  label: 'challenge',
  reactor: (outbox) => challengeReactor(outbox),
  processor: ({ store, now }) => challengeProcessor({ store, now }),
});
