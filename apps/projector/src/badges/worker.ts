import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import { badgeAwardEventId, badges, badgesMet, dateInTimeZone, userBadgesStream, type BadgeAwarded } from '@wellway/domain';
import { handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import {
  badgeProgressOf,
  findSiteById,
  listBadgeDefinitions,
  toBadgeDefinition,
  type Database,
  type PositionWaiter,
} from '@wellway/read-models';
import type { BadgeJob, BadgeSubject } from './reactor.js';

export interface BadgeWorkerDeps {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  readonly waiter: PositionWaiter;
  readonly now: () => Date;
  /** How long a job waits for badge_progress to reach its event before it fails (and is retried). */
  readonly progressWaitMs?: number;
}

export interface BadgeJobResult {
  readonly awarded: readonly string[];
}

/** Jobs enqueued before every category counted named one person (days logged, from an entry). */
type LegacyBadgeJob = Omit<BadgeJob, 'subjects'> & BadgeSubject;
const subjectsOf = (data: BadgeJob | LegacyBadgeJob): readonly BadgeSubject[] =>
  'subjects' in data ? data.subjects : [{ userId: data.userId, siteId: data.siteId, year: data.year }];

/**
 * Awards every badge of the site whose goal a person's progress now meets (domain `badgesMet`),
 * by sending a command. Safe to run any number of times, at once too: the user's badge stream
 * refuses repeats (a conflicting append decides again), and each award's event id is derived
 * from (user, badge, year).
 */
export function badgeProcessor(deps: BadgeWorkerDeps) {
  return async (job: Job<BadgeJob>): Promise<BadgeJobResult> => {
    const { position, eventId } = job.data;
    if (!(await deps.waiter.waitFor(['badge_progress'], BigInt(position), deps.progressWaitMs ?? 10_000))) {
      throw new Error(`badge_progress has not reached position ${position} yet`);
    }
    const awarded: string[] = [];
    for (const subject of subjectsOf(job.data as BadgeJob | LegacyBadgeJob)) awarded.push(...(await awardMet(deps, subject, eventId)));
    return { awarded };
  };
}

async function awardMet(deps: BadgeWorkerDeps, { userId, siteId, year }: BadgeSubject, eventId: string): Promise<string[]> {
  const [progress, definitions, site, person] = await Promise.all([
    badgeProgressOf(deps.db, { userId, siteId, year }),
    listBadgeDefinitions(deps.db, siteId),
    findSiteById(deps.db, siteId),
    deps.db.selectFrom('users').select('deleted_at').where('id', '=', userId).executeTakeFirst(),
  ]);
  // An erased person earns nothing more: their account is gone.
  if (!site || person?.deleted_at) return [];
  const met = badgesMet(definitions.map(toBadgeDefinition), progress);
  if (met.length === 0) return [];
  const result = await handleCommand({
    store: deps.store,
    stream: userBadgesStream(userId),
    decider: badges.userBadgesDecider,
    command: { type: 'AwardBadges', userId, siteId, year, earnedOn: dateInTimeZone(deps.now(), site.time_zone), badges: met },
    eventId: (event) => badgeAwardEventId(event as BadgeAwarded),
    metadata: metadataFor({ actor: null, siteId, correlationId: eventId, causationId: eventId }),
    maxAttempts: 8,
  });
  return result.events.map((event) => (event.data as BadgeAwarded['data']).badgeId);
}
