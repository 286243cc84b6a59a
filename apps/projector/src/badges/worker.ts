import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import { badgeAwardEventId, badges, dateInTimeZone, daysLoggedBadgesMet, userBadgesStream, type BadgeAwarded } from '@wellway/domain';
import { handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import {
  daysLogged,
  findSiteById,
  listBadgeDefinitions,
  toBadgeDefinition,
  type Database,
  type PositionWaiter,
} from '@wellway/read-models';
import type { BadgeJob } from './reactor.js';

export interface BadgeWorkerDeps {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  readonly waiter: PositionWaiter;
  readonly now: () => Date;
  readonly statsWaitMs?: number;
}

export interface BadgeJobResult {
  readonly awarded: readonly string[];
}

/**
 * Awards the days_logged badges a participant's logged days now meet, by sending a command.
 * Safe to run any number of times: the user's badge stream refuses repeats, and each award's
 * event id is derived from (user, badge, year).
 */
export function badgeProcessor(deps: BadgeWorkerDeps) {
  return async (job: Job<BadgeJob>): Promise<BadgeJobResult> => {
    const { userId, siteId, year, position, eventId } = job.data;
    if (!(await deps.waiter.waitFor(['stats'], BigInt(position), deps.statsWaitMs ?? 10_000))) {
      throw new Error(`stats has not reached position ${position} yet`);
    }
    const [count, definitions, site] = await Promise.all([
      daysLogged(deps.db, userId, year),
      listBadgeDefinitions(deps.db, siteId),
      findSiteById(deps.db, siteId),
    ]);
    const met = daysLoggedBadgesMet(definitions.map(toBadgeDefinition), count);
    if (met.length === 0 || !site) return { awarded: [] };
    const result = await handleCommand({
      store: deps.store,
      stream: userBadgesStream(userId),
      decider: badges.userBadgesDecider,
      command: { type: 'AwardBadges', userId, siteId, year, earnedOn: dateInTimeZone(deps.now(), site.time_zone), badges: met },
      eventId: (event) => badgeAwardEventId(event as BadgeAwarded),
      metadata: metadataFor({ actor: null, siteId, correlationId: eventId, causationId: eventId }),
    });
    return { awarded: result.events.map((event) => (event.data as BadgeAwarded['data']).badgeId) };
  };
}
