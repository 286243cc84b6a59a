import { describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { userBadgesStream } from '@wellway/domain';
import { projections } from '@wellway/read-models';
import { DEMO_SITE_ID, demoUserId, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { type Projector } from '../runner.js';
import { eventually, useSeededApp } from '../seeded-app.spec.js';
import { badgeReactor, type BadgeJob } from './reactor.js';
import { badgeProcessor } from './worker.js';
import { logDay as logDayOf } from './fixtures.spec.js';
import { BADGES_QUEUE, openQueues, type Queues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';

const now = new Date('2026-11-22T15:00:00Z');
const participant = demoUserId('participant');

const logDay = (recordedOn: string) => logDayOf(app.store, participant, recordedOn);

async function awardsInLog(): Promise<{ badgeId: string; year: number }[]> {
  const stream = await app.store.readStream(userBadgesStream(participant));
  return stream.events.map((event) => event.data as { badgeId: string; year: number });
}

const app = useSeededApp({ now, prefix: 'wellway_worker' });

async function runSystem(queues: Queues): Promise<{ projector: Projector; stop(): Promise<void> }> {
  const queue = queues.queue<BadgeJob>(BADGES_QUEUE);
  queues.worker<BadgeJob>(BADGES_QUEUE, badgeProcessor({ db: app.db, store: app.store, waiter: app.waiter, now: () => now }), {
    concurrency: 4,
  });
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
  it('awards days_logged badges once, however often jobs run or the log replays', async () => {
    const queues = await open();
    expect(queues.kind).toBe(label === 'Redis' ? 'redis' : 'postgres');
    const system = await runSystem(queues);
    try {
      const before = (await awardsInLog()).length;
      const days = label === 'Redis' ? ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'] : ['2025-06-02'];
      let last = await logDay(days[0]!);
      for (const day of days.slice(1)) last = await logDay(day);
      const expected = label === 'Redis' ? 2 : 1; // 2026: First Day + High Five; 2025: First Day
      const awards = await eventually(awardsInLog, (found) => found.length >= before + expected);
      expect(awards.length).toBe(before + expected);

      // Each award notifies once.
      const notifications = await eventually(
        () => app.db.selectFrom('notifications').selectAll().where('user_id', '=', participant).where('key', '=', 'badge_earned').execute(),
        (rows) => rows.length >= before + expected,
      );
      expect(notifications.length).toBe(before + expected);

      // A retried job: run the processor again with the last job's data.
      const retry = badgeProcessor({ db: app.db, store: app.store, waiter: app.waiter, now: () => now });
      const job = {
        data: {
          eventId: 'retry',
          userId: participant,
          siteId: DEMO_SITE_ID,
          year: Number(days[0]!.slice(0, 4)),
          position: last.position!.toString(),
        },
      } as Job<BadgeJob>;
      expect(await retry(job)).toEqual({ awarded: [] });

      // A replayed log: the reactor and projections start over from the beginning.
      await system.projector.stop();
      await app.replayFromStart(badgeReactor(reactionOutbox(queues.queue<BadgeJob>(BADGES_QUEUE))));
      expect((await awardsInLog()).length).toBe(before + expected);
    } finally {
      await system.stop();
    }
  });
});
