import { badgeRules, type WellwayEvent } from '@wellway/domain';
import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

/** Whose badges an event may have moved: one person's progress on one site in one year. */
export interface BadgeSubject {
  readonly userId: string;
  readonly siteId: string;
  readonly year: number;
}

/** Jobs carry ids, not data: the worker reads the progress and the site's badges when it runs. */
export interface BadgeJob {
  readonly eventId: string;
  /** Global position of the counting event: the worker waits for badge_progress to reach it. */
  readonly position: string;
  /** Everyone the event counts for (most events: one person). */
  readonly subjects: readonly BadgeSubject[];
}

/** Deterministic, so a replayed log or a retried batch never enqueues the same job twice. */
export const badgeJobId = (eventId: string): string => `badges-${eventId}`;

/** The distinct people, sites and years an event counts for (domain `badgeRules`). */
export function subjectsOf(event: WellwayEvent): BadgeSubject[] {
  const subjects = new Map<string, BadgeSubject>();
  for (const { userId, siteId, year } of badgeRules.countsOf(event)) subjects.set(`${userId}/${siteId}/${year}`, { userId, siteId, year });
  return [...subjects.values()];
}

/**
 * A reactor: rides the projector's checkpointed, exactly-once batches, but its effect is one badge
 * job per counting event, recorded in the outbox with the checkpoint and handed to the queue (see
 * ReactionOutbox). Which events count is the domain's `badgeRules`: no edit here for a new one.
 */
export function badgeReactor(outbox: ReactionOutbox<BadgeJob>): Projection {
  return defineProjection({
    name: 'badge_reactor',
    version: 1,
    tables: [],
    eventTypes: badgeRules.eventTypes,
    async apply(trx, events) {
      const jobs = events.flatMap((event) => {
        const subjects = subjectsOf(event as WellwayEvent);
        if (subjects.length === 0) return [];
        const job: BadgeJob = { eventId: event.id, position: event.position.toString(), subjects };
        return [{ id: badgeJobId(event.id), name: 'award', data: job }];
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
