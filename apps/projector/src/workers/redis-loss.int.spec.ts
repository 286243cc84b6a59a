import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBadgesStream, userEmailReservationStream, userStream, users } from '@wellway/domain';
import { hashResetToken, resetTokenFor } from '@wellway/domain/users/reset-token';
import { createPostgresKeyStore, handleCommand, metadataFor } from '@wellway/event-store';
import { countPendingReactionJobs, projections } from '@wellway/read-models';
import { DEMO_SITE_ID, startMailbox, type Mailbox } from '@wellway/test-support';
import { startPrivateRedis, type PrivateRedis } from '../../../../ops/src/testing/private-servers.js';
import { logDay } from '../badges/fixtures.spec.js';
import { reactorCapabilities } from '../capabilities.js';
import { createMailTransport } from '../mail/transport.js';
import { openQueues, type Queues } from './queues.js';
import { startWorkers, type OpenedReactor } from './reactor-manifest.js';
import { startReconciler, type Reconciler } from './reconciler.js';
import { useSeededApp } from '../seeded-app.spec.js';

/**
 * Issue 11: a Redis restarted without its data (no persistence) loses every job it held. The
 * outbox keeps what the reactors asked for, and the reconciler enqueues the lost jobs again when
 * Redis answers: every award, e-mail and expiry happens, and none twice.
 */
const SECRET = 'redis-loss-secret';
const now = new Date('2026-11-22T15:00:00Z');
const metadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'redis-loss' });
const DAYS = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']; // First Day + High Five

let redis: PrivateRedis;
let mailbox: Mailbox;
let queues: Queues | undefined;
let reconciler: Reconciler | undefined;
const warnings: string[] = [];

const app = useSeededApp({ now, prefix: 'wellway_redis_loss', poolSize: 12 });

beforeAll(async () => {
  [redis, mailbox] = await Promise.all([startPrivateRedis(), startMailbox()]);
}, 60_000);

afterAll(async () => {
  await reconciler?.stop();
  await queues?.close();
  await redis?.stop();
  await mailbox?.close();
});

async function logDays(userId: string): Promise<void> {
  for (const recordedOn of DAYS) await logDay(app.store, userId, recordedOn);
}

/** A registered user asks for a reset link; returns the token the e-mail must carry. */
async function requestReset(): Promise<string> {
  const userId = randomUUID();
  const email = `reset-${userId}@demo.wellway.test`;
  await app.registerUser({ userId, email });
  const eventId = randomUUID();
  const token = resetTokenFor(SECRET, eventId);
  await handleCommand({
    store: app.store,
    stream: userStream(userId),
    decider: users.userDecider,
    eventId: () => eventId,
    metadata,
    command: { type: 'RequestPasswordReset', userId, tokenHash: hashResetToken(token), requestedAt: new Date().toISOString() },
  });
  return token;
}

/** A registration that died after reserving its address: the reservation must expire. */
async function orphanReservation(): Promise<string> {
  const email = `orphan-${randomUUID()}@demo.wellway.test`;
  await app.reserveEmail(email, randomUUID());
  return email;
}

interface Load {
  readonly participants: string[];
  readonly tokens: string[];
  readonly orphans: string[];
}

/** Commands side by side: participants logging the days that earn two badges, reset requests, orphaned reservations. */
async function load(into: Load, counts: { participants: number; resets: number; orphans: number }): Promise<void> {
  const participants = Array.from({ length: counts.participants }, () => randomUUID());
  into.participants.push(...participants);
  await Promise.all([
    ...participants.map(logDays),
    ...Array.from({ length: counts.resets }, async () => void into.tokens.push(await requestReset())),
    ...Array.from({ length: counts.orphans }, async () => void into.orphans.push(await orphanReservation())),
  ]);
}

const awardsOf = async (userId: string) => (await app.store.readStream(userBadgesStream(userId))).events;
const releasesOf = async (email: string) =>
  (await app.store.readStream(userEmailReservationStream(DEMO_SITE_ID, app.digests.email(email)))).events.filter(
    (event) => event.type === 'UserEmailReleased',
  );

async function until(
  description: string,
  condition: () => Promise<boolean>,
  state: () => Promise<unknown>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${description}: ${JSON.stringify(await state())} (log: ${JSON.stringify(warnings)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the log and the mailbox hold of what the load called for: awards per participant, e-mails per token, releases per orphan. */
async function effects(made: Load): Promise<{ awards: number[]; mails: number[]; releases: number[] }> {
  const awards = await Promise.all(made.participants.map(async (participant) => (await awardsOf(participant)).length));
  const releases = await Promise.all(made.orphans.map(async (orphan) => (await releasesOf(orphan)).length));
  const mails = made.tokens.map((token) => mailbox.received.filter((mail) => mail.text.includes(encodeURIComponent(token))).length);
  return { awards, mails, releases };
}

/** Every queue's pending outbox rows and live jobs. */
async function backlog(opened: readonly OpenedReactor[]): Promise<Record<string, { pending: number; live: number }>> {
  const entries = await Promise.all(
    opened.map(async ({ queue }) => {
      const live = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
      const pending = await countPendingReactionJobs(app.db, queue.name);
      return [queue.name, { pending, live: Object.values(live).reduce((total, count) => total + count, 0) }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('a Redis restarted without its data under load', () => {
  it('loses no award, e-mail or expiry, and does none twice', async () => {
    queues = await openQueues({ backend: 'redis', redisUrl: redis.url, databaseUrl: app.database.url, log: (line) => warnings.push(line) });
    const opened = startWorkers(reactorCapabilities, queues, {
      db: app.db,
      store: app.store,
      keys: createPostgresKeyStore(app.pool),
      waiter: app.waiter,
      mail: createMailTransport(mailbox.url),
      settings: { resetTokenSecret: SECRET, publicUrl: 'https://demo.wellway.test', emailReservationSweepMs: 1_500 },
      now: () => now,
      log: { info: () => undefined, warn: (line) => warnings.push(line) },
    });
    reconciler = startReconciler({
      db: app.db,
      queues: opened.map(({ queue }) => queue),
      backend: queues,
      log: { warn: (line) => warnings.push(line) },
    });
    const projector = app.projector([...projections, ...opened.map(({ reactor }) => reactor)]);
    const made: Load = { participants: [], tokens: [], orphans: [] };
    try {
      // Under way: jobs enqueued and run while commands keep coming.
      await load(made, { participants: 12, resets: 2, orphans: 2 });
      await until(
        'the first awards',
        async () => (await effects(made)).awards.some((count) => count > 0),
        () => effects(made),
      );

      // The workers stop taking jobs, so the next ones wait in Redis (and the expiries are delayed there)…
      await Promise.all(opened.map(({ worker }) => worker.pause()));
      await load(made, { participants: 12, resets: 2, orphans: 3 });
      await projector.whenCaughtUp();

      // …when Redis dies and comes back empty (no persistence).
      await redis.stop();
      await redis.restart();
      opened.forEach(({ worker }) => worker.resume());
      await load(made, { participants: 4, resets: 1, orphans: 1 });

      const expected = { awards: made.participants.map(() => 2), mails: made.tokens.map(() => 1), releases: made.orphans.map(() => 1) };
      const done = async () => JSON.stringify(await effects(made)) === JSON.stringify(expected);
      await until('every award, e-mail and expiry', done, async () => ({
        expected,
        made: await effects(made),
        backlog: await backlog(opened),
      }));
      // Then nothing is left to run: whatever ran twice has shown by now.
      // (The demo's sent challenge keeps its expiry job, due days from now: the challenges queue is not this load's.)
      const idle = async () =>
        Object.entries(await backlog(opened)).every(
          ([queue, { pending, live }]) => queue === 'challenges' || (pending === 0 && live === 0),
        );
      await until('the queues and the outbox to be empty', idle, () => backlog(opened));
      // Exactly once each: two distinct badges per participant, one e-mail per token, one release per orphan.
      for (const participant of made.participants) {
        const badges = (await awardsOf(participant)).map((event) => (event.data as { badgeId: string }).badgeId);
        expect(new Set(badges).size, participant).toBe(2);
      }
      expect(await effects(made)).toEqual(expected);
      expect(warnings).toContainEqual(
        expect.stringMatching(/^badges: \d+ job\(s\) missing from the queue \(.+\) were enqueued again from the outbox$/),
      );
    } finally {
      await projector.stop();
    }
  }, 180_000);
});
