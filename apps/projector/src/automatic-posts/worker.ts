import { UnrecoverableError, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import {
  automaticPost,
  dateInTimeZone,
  postStream,
  wall,
  type AutomaticPostTrigger,
  type BadgeAwarded,
  type GoalCompleted,
  type UserChallengeSideCompleted,
} from '@wellway/domain';
import { handleCommand, metadataFor, type EventStore, type StoredEvent } from '@wellway/event-store';
import { findSiteById, type Database, type PositionWaiter } from '@wellway/read-models';
import type { AutomaticPostJob } from './reactor.js';

export interface AutomaticPostWorkerDeps {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  readonly waiter: PositionWaiter;
  readonly now: () => Date;
  readonly waitMs?: number;
}

export type AutomaticPostResult = { readonly posted: string } | { readonly posted: null; readonly reason: string };

type Trigger = BadgeAwarded | GoalCompleted | UserChallengeSideCompleted;

/** The person the trigger happened to, and what it says; null when it calls for no post (a challenge side completed second). */
async function triggerOf(
  deps: AutomaticPostWorkerDeps,
  event: StoredEvent,
  stream: readonly StoredEvent[],
): Promise<{ userId: string; trigger: AutomaticPostTrigger } | null> {
  const { type, data } = event as unknown as Trigger;
  switch (type) {
    case 'BadgeAwarded':
      return { userId: data.userId, trigger: { kind: 'badge_earned', badgeName: data.badgeName } };
    case 'GoalCompleted': {
      const goal = await deps.db.selectFrom('user_goals').select('title').where('id', '=', data.goalId).executeTakeFirst();
      return goal ? { userId: data.userId, trigger: { kind: 'goal_completed', goalId: data.goalId, goalTitle: goal.title } } : null;
    }
    case 'UserChallengeSideCompleted': {
      // Won: the first side to complete it.
      const first = stream.find((candidate) => candidate.type === 'UserChallengeSideCompleted');
      if (first?.id !== event.id) return null;
      return { userId: data.userId, trigger: { kind: 'challenge_won', challengeName: data.challengeName } };
    }
  }
}

/**
 * Posts on the site wall what happened to a person (a badge earned, a goal completed, a challenge
 * won) by appending the wall's own CreatePost, when the site has the wall and automatic posts on
 * and the person is not erased. The post id comes from the triggering event, so however often the
 * job runs (retries, replays, two at once) the post is created once. It is not counted against
 * the person's posting rate limit: that guards what people write.
 */
export function automaticPostProcessor(deps: AutomaticPostWorkerDeps) {
  return async (job: Job<AutomaticPostJob>): Promise<AutomaticPostResult> => {
    const { eventId, stream, siteId, position } = job.data;
    if (!(await deps.waiter.waitFor(['sites', 'users', 'goals'], BigInt(position), deps.waitMs ?? 10_000))) {
      throw new Error(`sites, users and goals have not reached position ${position} yet`);
    }
    const { events } = await deps.store.readStream(stream);
    const event = events.find((candidate) => candidate.id === eventId);
    if (!event) throw new UnrecoverableError(`no event ${eventId} in ${stream}`);
    const found = await triggerOf(deps, event, events);
    if (!found) return { posted: null, reason: 'not a trigger' };
    const [site, person] = await Promise.all([
      findSiteById(deps.db, siteId),
      deps.db.selectFrom('users').select(['id', 'site_id', 'role', 'deleted_at']).where('id', '=', found.userId).executeTakeFirst(),
    ]);
    if (!site) throw new Error(`site ${siteId} is not in the read model yet`);
    const now = deps.now();
    const command = automaticPost(found.trigger, {
      eventId,
      siteId,
      wallEnabled: site.flags.is_wall_enabled === true,
      automaticPostsEnabled: site.flags.is_automatic_wall_post_enabled === true,
      person: person && !person.deleted_at ? { userId: person.id, siteId: person.site_id, role: person.role } : null,
      at: now.toISOString(),
      today: dateInTimeZone(now, site.time_zone),
    });
    if (!command) return { posted: null, reason: 'off or erased' };
    await handleCommand({
      store: deps.store,
      stream: postStream(command.postId),
      decider: wall.postDecider,
      command,
      metadata: metadataFor({ actor: null, siteId, correlationId: eventId, causationId: eventId }),
      maxAttempts: 5,
    });
    return { posted: command.postId };
  };
}
