import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { userGoals, userGoalsStream, type UserGoalCommand } from '@wellway/domain';
import { handleCommand, metadataFor } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import { DEMO_SITE_ID, demoUserId, startMailbox, TEST_REDIS_URL, uniqueRedisPrefix, type Mailbox } from '@wellway/test-support';
import { createMailTransport } from '../mail/transport.js';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';
import { useSeededApp } from '../seeded-app.spec.js';
import { GOALS_QUEUE, goalShareJobId, goalShareReactor, type GoalShareJob } from './reactor.js';
import { goalShareProcessor } from './worker.js';

const now = new Date('2026-11-22T15:00:00Z');
const participant = demoUserId('participant');
const app = useSeededApp({ now, prefix: 'wellway_goals' });
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

const by = { userId: participant, siteId: DEMO_SITE_ID, now: now.toISOString(), today: '2026-11-22' };
const content = {
  title: 'Walk at lunch',
  summary: '',
  description: 'Every weekday.',
  category: '',
  image: '',
  monthInteger: 11,
  finalMonthInteger: null,
};

async function decide(command: UserGoalCommand) {
  return handleCommand({
    store: app.store,
    stream: userGoalsStream(participant),
    decider: userGoals.userGoalsDecider,
    command,
    metadata: metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' }),
  });
}

/** A completed goal shared by e-mail; the share event's id. */
async function shareAGoal(goalId: string, emails: string): Promise<string> {
  await decide({ type: 'CreateGoal', goalId, content, ...by });
  await decide({ type: 'CompleteGoal', goalId, ...by });
  const shared = await decide({ type: 'ShareGoalByEmail', goalId, shareId: `share-${goalId}`, emails, message: 'Join me!', ...by });
  return shared.events[0]!.id;
}

const deps = () => ({ store: app.store, db: app.db, mail: createMailTransport(mailbox.url), publicUrl: 'https://demo.wellway.test/' });

describe('goal share worker on Redis', () => {
  it('e-mails a shared goal once to its recipients, however often the log replays', async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    const queue = queues.queue<GoalShareJob>(GOALS_QUEUE);
    queues.worker<GoalShareJob>(GOALS_QUEUE, goalShareProcessor(deps()), { concurrency: 2 });
    const projector = app.projector([...projections, goalShareReactor(reactionOutbox(queue))]);
    try {
      const eventId = await shareAGoal('g-1', 'sam@example.com; lee@example.com');
      const mail = await mailbox.next((received) => received.text.includes('Walk at lunch'));
      expect([...mail.to].sort()).toEqual(['lee@example.com', 'sam@example.com']);
      expect(mail.from).toBe('no-reply@demo.wellway.test');
      expect(mail.text).toContain('Join me!');
      expect(mail.text).toContain('https://demo.wellway.test/goals/active/choose');
      const job = await queue.getJob(goalShareJobId(eventId));
      const deadline = Date.now() + 10_000;
      while (!(await job?.isCompleted()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await job?.isCompleted()).toBe(true);

      await projector.stop();
      await app.replayFromStart(goalShareReactor(reactionOutbox(queue)));
      expect((await queue.getJobCounts('waiting', 'active', 'delayed')).waiting).toBe(0);
      expect(mailbox.received.filter((received) => received.text.includes('Walk at lunch'))).toHaveLength(1);
    } finally {
      await projector.stop();
      await queues.close();
    }
  });

  it('sends nothing for a goal deleted since', async () => {
    const eventId = await shareAGoal('g-2', 'kim@example.com');
    await decide({ type: 'DeleteGoal', goalId: 'g-2', ...by });
    const job = { data: { kind: 'goal_share', eventId, userId: participant, siteId: DEMO_SITE_ID } } as Job<GoalShareJob>;
    expect(await goalShareProcessor(deps())(job)).toEqual({ sent: false, reason: 'goal deleted' });
  });
});
