import type { Job } from 'bullmq';
import {
  challengeSlots,
  challengeSlotsStream,
  deterministicId,
  userChallenges,
  userChallengeStream,
  type ChallengeSlotCommand,
} from '@wellway/domain';
import { aggregateStream, handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import type { ChallengeJob } from './reactor.js';

export interface ChallengeWorkerDeps {
  readonly store: EventStore;
  readonly now: () => Date;
}

export interface ChallengeJobResult {
  /** This run appended the expiry (runs racing it append the same event id, which the store keeps once). */
  readonly expired: boolean;
  readonly released: readonly string[];
}

/** A job run before expires_at (a clock ahead of this one's): retried with backoff until it is due. */
export class ExpiryNotDueError extends Error {}

/**
 * Runs one challenge job by sending commands, so any number of runs, in any order, late or at
 * once, have one effect: expiry is decided from `now` against expires_at on the challenge's
 * stream (an ended challenge never expires; an expired one expires no more), and each event id
 * is derived from what it is about.
 */
export function challengeProcessor(deps: ChallengeWorkerDeps) {
  // Only the job's data is read: the expiry sweep runs it with no queue job.
  return async (job: Pick<Job<ChallengeJob>, 'data'>): Promise<ChallengeJobResult> => {
    const { userChallengeId, siteId, eventId } = job.data;
    const metadata = metadataFor({ actor: null, siteId, correlationId: eventId, causationId: eventId });
    const stream = userChallengeStream(userChallengeId);
    let expired = false;
    let state: userChallenges.UserChallengeState | undefined;
    if (job.data.type === 'expire') {
      const now = deps.now().toISOString();
      const known = await aggregateStream(deps.store, stream, userChallenges.userChallengeDecider);
      if (!userChallenges.expiryDue(known.state, now)) throw new ExpiryNotDueError(`challenge ${userChallengeId} is not due yet`);
      const result = await handleCommand({
        store: deps.store,
        stream,
        decider: userChallenges.userChallengeDecider,
        command: { type: 'ExpireUserChallenge', userChallengeId, now },
        known,
        eventId: () => deterministicId('user-challenge-expired', userChallengeId),
        metadata,
      });
      expired = result.events.length > 0;
      state = result.state;
    }
    state ??= (await aggregateStream(deps.store, stream, userChallenges.userChallengeDecider)).state;
    // Each side's slots stream is its own: both released at once (one round trip of latency, not two).
    const released = await Promise.all(
      userChallenges.sidesDone(state).map(async (userId) => {
        const command: ChallengeSlotCommand = { type: 'ReleaseChallengeSlot', userId, siteId, userChallengeId };
        const result = await handleCommand({
          store: deps.store,
          stream: challengeSlotsStream(userId),
          decider: challengeSlots.challengeSlotsDecider,
          command,
          maxAttempts: 32,
          eventId: (event) => deterministicId(event.type, userId, userChallengeId),
          metadata,
        });
        return result.events.length > 0 ? [userId] : [];
      }),
    ).then((sides) => sides.flat());
    return { expired, released };
  };
}
