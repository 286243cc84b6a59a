import { describe, expect, it } from 'vitest';
import {
  automaticPostId,
  postStream,
  sites,
  siteStream,
  userGoals,
  userGoalsStream,
  type SiteProfile,
  type UserGoalCommand,
} from '@wellway/domain';
import { handleCommand } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import { DEMO_SITE_ID, demoUserId, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';
import { testMetadata, until, useSeededApp } from '../seeded-app.spec.js';
import { AUTOMATIC_POSTS_QUEUE, automaticPostJobId, automaticPostReactor, type AutomaticPostJob } from './reactor.js';
import { automaticPostProcessor } from './worker.js';

const now = new Date('2026-12-01T15:00:00Z');
const participant = demoUserId('participant');
const app = useSeededApp({ now, prefix: 'wellway_auto_posts' });
const by = { userId: participant, siteId: DEMO_SITE_ID, now: now.toISOString(), today: '2026-12-01' };
const content = {
  title: 'Walk at lunch',
  summary: '',
  description: 'Every weekday.',
  category: '',
  image: '',
  monthInteger: 12,
  finalMonthInteger: null,
};

const goals = (command: UserGoalCommand) =>
  handleCommand({
    store: app.store,
    stream: userGoalsStream(participant),
    decider: userGoals.userGoalsDecider,
    command,
    metadata: testMetadata,
  });

/** A goal created and completed: the GoalCompleted event's id. */
async function completeAGoal(goalId: string): Promise<string> {
  await goals({ type: 'CreateGoal', goalId, content, ...by });
  const { events } = await goals({ type: 'CompleteGoal', goalId, ...by });
  return events.find((event) => event.type === 'GoalCompleted')!.id;
}

/** The demo site's master saves its flags (the site form): its profile as last recorded, with `flags` changed. */
async function setFlags(flags: Record<string, boolean>): Promise<void> {
  const stream = siteStream(DEMO_SITE_ID);
  const { events } = await app.store.readStream(stream);
  const profile = events.findLast((event) => event.type === 'SiteCreated' || event.type === 'SiteUpdated')!.data as SiteProfile;
  const site = { ...profile, flags: { ...profile.flags, ...flags } };
  await handleCommand({
    store: app.store,
    stream,
    decider: sites.siteDecider,
    command: { type: 'UpdateSite', site },
    metadata: testMetadata,
  });
}

const postOf = (eventId: string) =>
  app.db.selectFrom('wall_posts').selectAll().where('id', '=', automaticPostId(eventId)).executeTakeFirst();

describe('automatic wall posts on Redis', () => {
  it('posts a completed goal (shared as a Goal) once when the site turns them on; nothing while off; once however often the log replays', async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    const queue = queues.queue<AutomaticPostJob>(AUTOMATIC_POSTS_QUEUE);
    const processor = automaticPostProcessor({ store: app.store, db: app.db, waiter: app.waiter, now: () => now });
    queues.worker<AutomaticPostJob>(AUTOMATIC_POSTS_QUEUE, processor, { concurrency: 2 });
    const projector = app.projector([...projections, automaticPostReactor(reactionOutbox(queue))]);
    const done = async (eventId: string) =>
      until(async () => (await (await queue.getJob(automaticPostJobId(eventId)))?.isCompleted()) === true, `job of ${eventId}`);
    try {
      // Given the wall on and automatic posts off, a goal completed posts nothing.
      await setFlags({ is_wall_enabled: true, is_automatic_wall_post_enabled: false });
      const off = await completeAGoal('g-off');
      await done(off);
      expect((await app.store.readStream(postStream(automaticPostId(off)))).exists).toBe(false);

      // When the site turns them on, a goal completed is posted by the person, sharing the goal.
      await setFlags({ is_automatic_wall_post_enabled: true });
      const on = await completeAGoal('g-on');
      await done(on);
      await until(async () => (await postOf(on)) !== undefined, 'the post in the wall model');
      expect(await postOf(on)).toMatchObject({
        user_id: participant,
        content: 'I completed my goal "Walk at lunch"!',
        wallable_type: 'Site',
        wallable_id: DEMO_SITE_ID,
        depth: 0,
        postable_type: 'Goal',
        postable_id: 'g-on',
      });

      // A replayed log and a job run again (a retry) post nothing more.
      await projector.stop();
      await app.replayFromStart(automaticPostReactor(reactionOutbox(queue)));
      const job = await queue.getJob(automaticPostJobId(on));
      expect(await processor(job!)).toEqual({ posted: automaticPostId(on) });
      expect((await app.store.readStream(postStream(automaticPostId(on)))).events).toHaveLength(1);
      expect((await queue.getJobCounts('waiting')).waiting).toBe(0);
    } finally {
      await projector.stop();
      await queues.close();
    }
  });
});
