import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { deterministicId, sites, siteStream, userBadgesStream, userStream, users, type BadgeDefinition } from '@wellway/domain';
import { handleCommand } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import { DEMO_SITE_ID, demoUserId, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { type Projector } from '../runner.js';
import { eventually, testMetadata, useSeededApp } from '../seeded-app.spec.js';
import { badgeReactor, type BadgeJob } from './reactor.js';
import { badgeProcessor } from './worker.js';
import { logDay as logDayOf } from './fixtures.spec.js';
import { BADGES_QUEUE, openQueues, type Queues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';

const now = new Date('2026-11-22T15:00:00Z');
const app = useSeededApp({ now, prefix: 'wellway_worker' });

const badge = (name: string, category: BadgeDefinition['category'], goal: number, sequence: number): BadgeDefinition => ({
  badgeId: deterministicId('badge', 'worker-spec', category, String(goal)),
  siteId: DEMO_SITE_ID,
  name,
  category,
  goal,
  goal2: null,
  icon: `${category}-${goal}`,
  sequence,
});
/** Beside the demo's days_logged badges (First Day at 1, High Five at 5, …). */
const weekendWarrior = badge('Weekend Warrior', 'weekends_logged', 2, 20);
const roadTrip = badge('Road Trip', 'distance_traveled', 20_000, 21);
const byHand = badge('By Hand', 'custom', 1, 22);
const firstDay = deterministicId('badge', 'demo', 'days_logged', '1');

beforeAll(async () => {
  for (const definition of [weekendWarrior, roadTrip, byHand]) {
    await handleCommand({
      store: app.store,
      stream: siteStream(DEMO_SITE_ID),
      decider: sites.siteDecider,
      command: { type: 'DefineBadge', badge: definition },
      metadata: testMetadata,
    });
  }
});

let people = 0;
/** A participant of their own, so tests never share awards. */
async function newParticipant(): Promise<string> {
  const userId = deterministicId('user', 'badge-worker-spec', String(++people), String(Date.now()));
  await app.registerUser({ userId, email: `badges-${people}-${Date.now()}@example.com` });
  return userId;
}

async function awardsOf(userId: string): Promise<string[]> {
  const stream = await app.store.readStream(userBadgesStream(userId));
  return stream.events.map((event) => (event.data as { badgeId: string }).badgeId);
}

/** Friday to Sunday, 8,000 steps each: 3 days, 2 weekend days, 24,000 steps. */
async function logWeekend(userId: string) {
  let last;
  for (const day of ['2026-11-06', '2026-11-07', '2026-11-08']) last = await logDayOf(app.store, userId, day, 8_000);
  return last!;
}
const earnedByWeekend = [firstDay, weekendWarrior.badgeId, roadTrip.badgeId].sort();

const processor = () => badgeProcessor({ db: app.db, store: app.store, waiter: app.waiter, now: () => now });
const jobFor = (userId: string, position: bigint, eventId: string = crypto.randomUUID()) =>
  ({
    data: { eventId, position: position.toString(), subjects: [{ userId, siteId: DEMO_SITE_ID, year: 2026 }] },
  }) as unknown as Job<BadgeJob>;

async function runSystem(queues: Queues, run = processor()): Promise<{ projector: Projector; stop(): Promise<void> }> {
  const queue = queues.queue<BadgeJob>(BADGES_QUEUE);
  queues.worker<BadgeJob>(BADGES_QUEUE, run, { concurrency: 4 });
  const projector = app.projector([...projections, badgeReactor(reactionOutbox(queue))]);
  return {
    projector,
    stop: async () => {
      await projector.stop();
      await queues.close();
    },
  };
}

describe.each([
  ['Redis', () => openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() })],
  [
    'PostgreSQL (no Redis answers)',
    () => openQueues({ redisUrl: 'redis://127.0.0.1:1', databaseUrl: app.database.url, prefix: `bullmq_${uniqueRedisPrefix()}` }),
  ],
] as const)('badge worker on %s', (label, open) => {
  it('awards every badge the progress meets, in every category counted, once however often jobs run or the log replays', async () => {
    const queues = await open();
    expect(queues.kind).toBe(label === 'Redis' ? 'redis' : 'postgres');
    const system = await runSystem(queues);
    try {
      const participant = await newParticipant();
      const last = await logWeekend(participant);
      const awards = await eventually(
        () => awardsOf(participant),
        (found) => found.length >= 3,
      );
      // days_logged 1 (not 5), weekends_logged 2, distance_traveled 20,000; never the custom badge.
      expect(awards.sort()).toEqual(earnedByWeekend);

      // Each award notifies once.
      const notifications = await eventually(
        () => app.db.selectFrom('notifications').selectAll().where('user_id', '=', participant).where('key', '=', 'badge_earned').execute(),
        (rows) => rows.length >= 3,
      );
      expect(notifications).toHaveLength(3);

      // A retried job: run the processor again with the last job's data.
      expect(await processor()(jobFor(participant, last.position!))).toEqual({ awarded: [] });

      // A replayed log: the reactor and projections start over from the beginning.
      await system.projector.stop();
      await app.replayFromStart(badgeReactor(reactionOutbox(queues.queue<BadgeJob>(BADGES_QUEUE))));
      expect((await awardsOf(participant)).sort()).toEqual(earnedByWeekend);
    } finally {
      await system.stop();
    }
  });
});

describe('badge worker, killed and retried', () => {
  it('awards once when a run dies after its awards were stored and the job is retried', async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    const real = processor();
    const killed: string[] = [];
    // The first attempt of every job dies after its effect (a worker killed before it reports the job done).
    const dying = async (job: Job<BadgeJob>) => {
      const result = await real(job);
      if (job.attemptsMade === 0) {
        killed.push(String(job.id));
        throw new Error('worker killed');
      }
      return result;
    };
    const system = await runSystem(queues, dying);
    try {
      const participant = await newParticipant();
      const last = await logWeekend(participant);
      const queue = queues.queue<BadgeJob>(BADGES_QUEUE);
      const lastJob = `badges-${last.events[0]!.id}`;
      await eventually(
        async () => (await queue.getJob(lastJob))?.isCompleted(),
        (done) => done === true,
      );
      expect(killed).toContain(lastJob);
      expect((await queue.getJob(lastJob))?.attemptsMade).toBe(2);
      expect((await awardsOf(participant)).sort()).toEqual(earnedByWeekend);
    } finally {
      await system.stop();
    }
  });

  it('awards once for duplicated jobs and for many jobs of one person at once', async () => {
    const projector = app.projector(projections);
    try {
      const participant = await newParticipant();
      const last = await logWeekend(participant);
      const run = processor();
      const same = jobFor(participant, last.position!, 'the-same-event');
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () => run(same)),
        ...Array.from({ length: 8 }, () => run(jobFor(participant, last.position!))),
      ]);
      // Two runs may both report an award whose append the store took as one (same event ids): the stream holds each once.
      expect(new Set(results.flatMap((result) => result.awarded))).toEqual(new Set(earnedByWeekend));
      expect((await awardsOf(participant)).sort()).toEqual(earnedByWeekend);
    } finally {
      await projector.stop();
    }
  });

  it('awards nothing to a person erased before the job runs', async () => {
    const projector = app.projector(projections);
    try {
      const participant = await newParticipant();
      await logWeekend(participant);
      const erased = await handleCommand({
        store: app.store,
        stream: userStream(participant),
        decider: users.userDecider,
        command: {
          type: 'EraseUser',
          userId: participant,
          requestedBy: { id: demoUserId('master'), role: 'master', siteId: DEMO_SITE_ID },
          requestedAt: now.toISOString(),
          releases: { emailReservationStream: 'user_email-unused', eligibilityId: null },
        },
        metadata: testMetadata,
      });
      expect(await app.waiter.waitFor(['users'], erased.position!, 10_000)).toBe(true);
      expect(await processor()(jobFor(participant, erased.position!))).toEqual({ awarded: [] });
      expect(await awardsOf(participant)).toEqual([]);
    } finally {
      await projector.stop();
    }
  });
});
