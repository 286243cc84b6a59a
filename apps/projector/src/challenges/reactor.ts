import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

export const CHALLENGES_QUEUE = 'challenges';

/**
 * Ids, not data. `expire`: due at the challenge's expires_at, one per sent challenge. `release`:
 * gives back the slots of the sides a challenge no longer holds (the API does it at once too; this
 * makes it certain should the API stop in between).
 */
export type ChallengeJob =
  | { readonly type: 'expire'; readonly eventId: string; readonly userChallengeId: string; readonly siteId: string }
  | { readonly type: 'release'; readonly eventId: string; readonly userChallengeId: string; readonly siteId: string };

/** Deterministic (`<purpose>-<eventId>`): a replayed log, a retried batch or a restart never enqueues twice. */
export const challengeExpiryJobId = (eventId: string): string => `challenge-expiry-${eventId}`;
export const challengeReleaseJobId = (eventId: string): string => `challenge-release-${eventId}`;

export function challengeReactor(outbox: ReactionOutbox<ChallengeJob>): Projection {
  return defineProjection({
    name: 'challenge_reactor',
    version: 1,
    tables: [],
    eventTypes: ['UserChallengeSent', 'UserChallengeCanceled', 'UserChallengeSideCompleted', 'UserChallengeExpired'],
    async apply(trx, events) {
      const jobs = events.map((event) => {
        const { userChallengeId, siteId } = event.data;
        if (event.type === 'UserChallengeSent') {
          const job: ChallengeJob = { type: 'expire', eventId: event.id, userChallengeId, siteId };
          return { id: challengeExpiryJobId(event.id), name: 'expire', data: job, dueAt: new Date(event.data.expiresAt) };
        }
        const job: ChallengeJob = { type: 'release', eventId: event.id, userChallengeId, siteId };
        return { id: challengeReleaseJobId(event.id), name: 'release', data: job };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
