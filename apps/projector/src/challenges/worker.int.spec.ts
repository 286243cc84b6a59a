import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { challengeSlotsStream, challengeSlots, userChallenges, userChallengeStream, type UserChallengeCommand } from '@wellway/domain';
import { handleCommand, metadataFor } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import { DEMO_SITE_ID, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { eventually, useSeededApp } from '../seeded-app.spec.js';
import { openQueues, type Queues } from '../workers/queues.js';
import { reactionOutbox, settled } from '../workers/outbox.js';
import { CHALLENGES_QUEUE, challengeExpiryJobId, challengeReactor, type ChallengeJob } from './reactor.js';
import { challengeProcessor } from './worker.js';

const app = useSeededApp({ prefix: 'wellway_challenges' });
const metadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' });
/** The workers' clock: a test moves it past expires_at. */
let clock = new Date();
const now = () => clock;
let counter = 0;

const run = (id: string, command: UserChallengeCommand) =>
  handleCommand({ store: app.store, stream: userChallengeStream(id), decider: userChallenges.userChallengeDecider, command, metadata });

/** A challenge between two fresh people, expiring `inMs` from the real clock (the queue's delay). */
async function sendChallenge(inMs: number) {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const [senderId, receiverId] = [`sender-${counter}`, `receiver-${counter}`];
  const expiresAt = new Date(Date.now() + inMs).toISOString();
  for (const [userId, side] of [
    [senderId, 'sender'],
    [receiverId, 'receiver'],
  ] as const) {
    await handleCommand({
      store: app.store,
      stream: challengeSlotsStream(userId),
      decider: challengeSlots.challengeSlotsDecider,
      command: {
        type: 'TakeChallengeSlot',
        userId,
        siteId: DEMO_SITE_ID,
        userChallengeId: id,
        expiresAt,
        now: new Date(0).toISOString(),
        side,
      },
      metadata,
    });
  }
  const sent = await run(id, {
    type: 'SendUserChallenge',
    userChallengeId: id,
    siteId: DEMO_SITE_ID,
    senderId,
    receiverId,
    receiverIsFriend: true,
    challengeId: 'c-1',
    challengeName: 'Walk',
    now: new Date(Date.now() - 1000).toISOString(),
    expiresAt,
    today: '2026-11-25',
  });
  return { id, senderId, receiverId, expiresAt, sentEventId: sent.events[0]!.id };
}

const typesOf = async (stream: string) => (await app.store.readStream(stream)).events.map((event) => event.type);
const expiredCount = async (id: string) =>
  (await typesOf(userChallengeStream(id))).filter((type) => type === 'UserChallengeExpired').length;

const opened: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const system of opened.splice(0)) await system.stop();
});

/** The worker process: queues, the challenge worker (settled through the outbox as startWorkers does) and the projector with the reactor. */
async function startSystem(prefix: string) {
  const queues: Queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix });
  queues.worker<ChallengeJob>(CHALLENGES_QUEUE, settled(app.db, challengeProcessor({ store: app.store, now })), { concurrency: 4 });
  const projector = app.projector([...projections, challengeReactor(reactionOutbox(queues.queue<ChallengeJob>(CHALLENGES_QUEUE)))]);
  const system = {
    queues,
    projector,
    stop: async () => {
      await projector.stop();
      await queues.close();
    },
  };
  opened.push(system);
  return system;
}

const jobOf = (data: ChallengeJob) => ({ id: challengeExpiryJobId(data.eventId), data }) as Job<ChallengeJob>;

describe('challenge worker (Redis)', () => {
  it('expires a challenge at its time exactly once, and gives both slots back; a replayed log enqueues nothing new', async () => {
    clock = new Date(Date.now() + 60_000);
    const system = await startSystem(uniqueRedisPrefix());
    const challenge = await sendChallenge(300);
    await eventually(
      () => expiredCount(challenge.id),
      (count) => count === 1,
    );
    await eventually(
      () => typesOf(challengeSlotsStream(challenge.senderId)),
      (types) => types.includes('ChallengeSlotReleased'),
    );
    await eventually(
      () => typesOf(challengeSlotsStream(challenge.receiverId)),
      (types) => types.includes('ChallengeSlotReleased'),
    );
    const row = await eventually(
      () => app.db.selectFrom('user_challenges').select(['status', 'expired_at']).where('id', '=', challenge.id).executeTakeFirst(),
      (found) => found?.status === 'expired',
    );
    expect(row?.expired_at).toEqual(clock);
    // The reactor replays the whole log (its checkpoint lost): the jobs' ids are known, nothing runs twice.
    await system.projector.stop();
    await app.replayFromStart(challengeReactor(reactionOutbox(system.queues.queue<ChallengeJob>(CHALLENGES_QUEUE))));
    expect(await expiredCount(challenge.id)).toBe(1);
  });

  it('survives every process stopping before the job is due: the restarted worker expires it once', async () => {
    clock = new Date(Date.now() + 60_000);
    const prefix = uniqueRedisPrefix();
    const first = await startSystem(prefix);
    const challenge = await sendChallenge(1_500);
    // The reactor has recorded and enqueued the delayed job; then everything stops.
    await eventually(
      () =>
        app.db.selectFrom('reaction_jobs').select('id').where('id', '=', challengeExpiryJobId(challenge.sentEventId)).executeTakeFirst(),
      (found) => found !== undefined,
    );
    await first.stop();
    opened.splice(0);
    expect(await expiredCount(challenge.id)).toBe(0);
    await startSystem(prefix);
    await eventually(
      () => expiredCount(challenge.id),
      (count) => count === 1,
    );
    expect(await expiredCount(challenge.id)).toBe(1);
  });

  it('runs duplicated, retried and killed jobs to one expiry; an early job retries until due', async () => {
    const challenge = await sendChallenge(60_000);
    const data: ChallengeJob = { type: 'expire', eventId: challenge.sentEventId, userChallengeId: challenge.id, siteId: DEMO_SITE_ID };
    // Early (the worker's clock is before expires_at): refused, so BullMQ retries it later.
    clock = new Date(Date.parse(challenge.expiresAt) - 1);
    await expect(challengeProcessor({ store: app.store, now })(jobOf(data))).rejects.toThrow('is not due yet');
    // A job killed after its command (its completion never recorded) and retried, plus duplicates at once.
    clock = new Date(Date.parse(challenge.expiresAt) + 1);
    // (Racing runs append the same event id, which the store keeps once.)
    await Promise.all(Array.from({ length: 6 }, () => challengeProcessor({ store: app.store, now })(jobOf(data))));
    expect(await expiredCount(challenge.id)).toBe(1);
    expect(await typesOf(challengeSlotsStream(challenge.receiverId))).toEqual(['ChallengeSlotTaken', 'ChallengeSlotReleased']);
    expect(await challengeProcessor({ store: app.store, now })(jobOf(data))).toEqual({ expired: false, released: [] });
  });

  it('never expires a challenge completed or canceled first, however late its job runs', async () => {
    const done = await sendChallenge(60_000);
    clock = new Date();
    const change = (id: string, userId: string, status: 'accepted' | 'completed' | 'canceled') =>
      run(id, { type: 'ChangeUserChallengeStatus', userChallengeId: id, userId, status, now: clock.toISOString(), today: '2026-11-25' });
    await change(done.id, done.receiverId, 'accepted');
    await change(done.id, done.senderId, 'completed');
    await change(done.id, done.receiverId, 'completed');
    const canceled = await sendChallenge(60_000);
    await change(canceled.id, canceled.senderId, 'canceled');
    clock = new Date(Date.now() + 365 * 24 * 3600_000);
    for (const challenge of [done, canceled]) {
      const data: ChallengeJob = { type: 'expire', eventId: challenge.sentEventId, userChallengeId: challenge.id, siteId: DEMO_SITE_ID };
      const result = await challengeProcessor({ store: app.store, now })(jobOf(data));
      expect(result.expired).toBe(false);
      expect(await expiredCount(challenge.id)).toBe(0);
      // Their slots are given back all the same.
      expect(await typesOf(challengeSlotsStream(challenge.senderId))).toEqual(['ChallengeSlotTaken', 'ChallengeSlotReleased']);
    }
  });
});
