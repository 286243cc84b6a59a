import { afterEach, describe, expect, it } from 'vitest';
import { userChallenges, userChallengeStream } from '@wellway/domain';
import { handleCommand, metadataFor } from '@wellway/event-store';
import { markReactionJobFailed, projections } from '@wellway/read-models';
import { DEMO_SITE_ID, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { startPrivateRedis } from '../../../../ops/src/testing/private-servers.js';
import { eventually, useSeededApp } from '../seeded-app.spec.js';
import { reactionOutbox, settled } from '../workers/outbox.js';
import { openQueues, type Queues } from '../workers/queues.js';
import { reconcileQueue } from '../workers/reconciler.js';
import {
  CHALLENGE_SWEEP_GRACE_MS,
  CHALLENGE_SWEEP_QUEUE,
  CHALLENGE_SWEEP_SCHEDULER_ID,
  startChallengeSweep,
  sweepOverdueChallenges,
} from './expiry-sweep.js';
import { CHALLENGES_QUEUE, challengeExpiryJobId, challengeReactor, type ChallengeJob } from './reactor.js';
import { challengeProcessor } from './worker.js';

const app = useSeededApp({ prefix: 'wellway_challenge_sweep' });
const metadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' });
/** The workers' clock (the sweep's too): a test moves it. */
let clock = new Date();
const now = () => clock;
const log = { warn: () => undefined };
let counter = 0;

/** A challenge sent now between two fresh people, expiring in a minute (its job stays delayed meanwhile). */
async function sendChallenge() {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const sent = await handleCommand({
    store: app.store,
    stream: userChallengeStream(id),
    decider: userChallenges.userChallengeDecider,
    metadata,
    command: {
      type: 'SendUserChallenge',
      userChallengeId: id,
      siteId: DEMO_SITE_ID,
      senderId: `sweep-sender-${counter}`,
      receiverId: `sweep-receiver-${counter}`,
      receiverIsFriend: true,
      challengeId: 'c-1',
      challengeName: 'Walk',
      now: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      today: '2026-11-25',
    },
  });
  return { id, expiresAt: Date.parse(sent.state.expiresAt), jobId: challengeExpiryJobId(sent.events[0]!.id) };
}

const expiredCount = async (id: string) =>
  (await app.store.readStream(userChallengeStream(id))).events.filter((event) => event.type === 'UserChallengeExpired').length;
const statusOf = async (id: string) =>
  (await app.db.selectFrom('user_challenges').select('status').where('id', '=', id).executeTakeFirst())?.status;

const opened: Queues[] = [];
afterEach(async () => {
  for (const queues of opened.splice(0)) await queues.close();
});

describe('challenge expiry sweep', () => {
  it('expires, exactly once, a challenge whose own job failed for good (which the reconciler leaves to masters)', async () => {
    // Given the worker process: the challenges queue and worker, the projector with the reactor
    clock = new Date();
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    opened.push(queues);
    const queue = queues.queue<ChallengeJob>(CHALLENGES_QUEUE);
    queues.worker<ChallengeJob>(CHALLENGES_QUEUE, settled(app.db, challengeProcessor({ store: app.store, now })));
    const projector = app.projector([...projections, challengeReactor(reactionOutbox(queue))]);
    try {
      // and a sent challenge whose expiry job the outbox recorded and the queue holds
      const lost = await sendChallenge();
      await projector.whenCaughtUp();
      expect(await queue.getJob(lost.jobId)).toBeDefined();

      // When that job is gone from the queue after failing for good (the outbox marked it failed)
      await queue.remove(lost.jobId);
      await markReactionJobFailed(app.db, lost.jobId, 'the event store was away');
      // then the reconciler does not bring it back: nothing else would expire the challenge
      expect(await reconcileQueue(app.db, queue)).toBe(0);
      expect(await queue.getJob(lost.jobId)).toBeUndefined();

      // When the clock passes its time plus the grace, and the sweep runs on its schedule (twice: two worker processes)
      clock = new Date(lost.expiresAt + CHALLENGE_SWEEP_GRACE_MS + 1_000);
      for (const _process of [1, 2]) startChallengeSweep(queues, { db: app.db, store: app.store, now, log, everyMs: 300 });

      // Then the challenge expires, once; its row says so
      await eventually(
        () => statusOf(lost.id),
        (status) => status === 'expired',
      );
      expect(await expiredCount(lost.id)).toBe(1);
      // and sweeps at once, a later one and the lost job itself run late add nothing
      const again = await Promise.all([1, 2, 3].map(() => sweepOverdueChallenges({ db: app.db, store: app.store, now, log })));
      expect(again.map((pass) => pass.expired)).toEqual([0, 0, 0]);
      const late = await challengeProcessor({ store: app.store, now })({
        data: { type: 'expire', eventId: 'late', userChallengeId: lost.id, siteId: DEMO_SITE_ID },
      } as never);
      expect(late.expired).toBe(false);
      expect(await expiredCount(lost.id)).toBe(1);
      // One schedule, whatever the number of processes that put it in place
      expect((await queues.queue(CHALLENGE_SWEEP_QUEUE).getJobSchedulers()).map((s) => s.key)).toEqual([CHALLENGE_SWEEP_SCHEDULER_ID]);
    } finally {
      await projector.stop();
    }
  });

  it('leaves a challenge within the grace to its own job, and never expires one completed or canceled first', async () => {
    // Given an open challenge, one completed by both sides and one canceled, all past their time
    const [open, completed, canceled] = [await sendChallenge(), await sendChallenge(), await sendChallenge()];
    const change = (id: string, userId: string, status: 'accepted' | 'completed' | 'canceled') =>
      handleCommand({
        store: app.store,
        stream: userChallengeStream(id),
        decider: userChallenges.userChallengeDecider,
        metadata,
        command: {
          type: 'ChangeUserChallengeStatus',
          userChallengeId: id,
          userId,
          status,
          now: new Date().toISOString(),
          today: '2026-11-25',
        },
      });
    const number = (id: string) => Number(id.slice(-12));
    await change(completed.id, `sweep-receiver-${number(completed.id)}`, 'accepted');
    await change(completed.id, `sweep-sender-${number(completed.id)}`, 'completed');
    await change(completed.id, `sweep-receiver-${number(completed.id)}`, 'completed');
    await change(canceled.id, `sweep-sender-${number(canceled.id)}`, 'canceled');
    const projector = app.projector(projections);
    await projector.whenCaughtUp();
    await projector.stop();

    // When the sweep runs inside the grace, then it takes none of them
    clock = new Date(open.expiresAt + CHALLENGE_SWEEP_GRACE_MS - 1_000);
    await sweepOverdueChallenges({ db: app.db, store: app.store, now, log });
    expect(await expiredCount(open.id)).toBe(0);

    // When it runs past the grace, then only the open one expires
    clock = new Date(canceled.expiresAt + CHALLENGE_SWEEP_GRACE_MS + 1_000);
    await sweepOverdueChallenges({ db: app.db, store: app.store, now, log });
    expect([await expiredCount(open.id), await expiredCount(completed.id), await expiredCount(canceled.id)]).toEqual([1, 0, 0]);
  });

  it('puts its schedule back when a Redis restarted without its data (which lost the schedule) is reached again', async () => {
    // Given the sweep scheduled on a Redis of its own, with no persistence
    const redis = await startPrivateRedis();
    try {
      const queues = await openQueues({ backend: 'redis', redisUrl: redis.url, databaseUrl: app.database.url, log: () => undefined });
      opened.push(queues);
      const { queue } = startChallengeSweep(queues, { db: app.db, store: app.store, now, log, everyMs: 3_600_000 });
      const schedulers = async () => (await queue.getJobSchedulers()).map((scheduler) => scheduler.key);
      await eventually(schedulers, (keys) => keys.length === 1);

      // When Redis dies and comes back empty
      await redis.stop();
      await redis.restart();

      // Then the schedule is there again, once
      expect(await eventually(schedulers, (keys) => keys.length === 1)).toEqual([CHALLENGE_SWEEP_SCHEDULER_ID]);
    } finally {
      for (const queues of opened.splice(0)) await queues.close();
      await redis.stop();
    }
  });

  it('runs on the PostgreSQL queue backend too (the embedded default)', async () => {
    // Given an open challenge well past its time, and the sweep on the PostgreSQL backend
    const open = await sendChallenge();
    const projector = app.projector(projections);
    await projector.whenCaughtUp();
    await projector.stop();
    clock = new Date(open.expiresAt + CHALLENGE_SWEEP_GRACE_MS + 1_000);
    const queues = await openQueues({ backend: 'postgres', databaseUrl: app.database.url });
    opened.push(queues);
    startChallengeSweep(queues, { db: app.db, store: app.store, now, log, everyMs: 300 });

    // Then the sweep runs on its schedule and expires it, once
    await eventually(
      () => expiredCount(open.id),
      (count) => count === 1,
    );
    expect(await expiredCount(open.id)).toBe(1);
  });
});
