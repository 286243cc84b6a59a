import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { emailReservations, userBadgesStream, userEmailReservationStream, userStream, users, type PersonalDigests } from '@wellway/domain';
import { hashResetToken, resetTokenFor } from '@wellway/domain/users/reset-token';
import { createPostgresKeyStore, handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import { countPendingReactionJobs, createReadModelDb, PositionWaiter, projections, type Database } from '@wellway/read-models';
import {
  createSeededDatabase,
  DEMO_SITE_ID,
  digestsFor,
  openAppStore,
  startMailbox,
  type Mailbox,
  type TestDatabase,
} from '@wellway/test-support';
import { startPrivateRedis, type PrivateRedis } from '../../../../ops/src/testing/private-servers.js';
import { logDay } from '../badges/fixtures.spec.js';
import { reactorCapabilities } from '../capabilities.js';
import { createMailTransport } from '../mail/transport.js';
import { startProjector } from '../runner.js';
import { openQueues, type Queues } from './queues.js';
import { startWorkers, type OpenedReactor } from './reactor-manifest.js';
import { startReconciler, type Reconciler } from './reconciler.js';

/**
 * Issue 11: a Redis restarted without its data (no persistence) loses every job it held. The
 * outbox keeps what the reactors asked for, and the reconciler enqueues the lost jobs again when
 * Redis answers: every award, e-mail and expiry happens, and none twice.
 */
const SECRET = 'redis-loss-secret';
const now = new Date('2026-11-22T15:00:00Z');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const metadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'redis-loss' });
const DAYS = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']; // First Day + High Five

let redis: PrivateRedis;
let database: TestDatabase;
let mailbox: Mailbox;
let pool: pg.Pool;
let store: EventStore;
let digests: PersonalDigests;
let db: Kysely<Database>;
let waiter: PositionWaiter;
let queues: Queues | undefined;
let reconciler: Reconciler | undefined;
const warnings: string[] = [];

beforeAll(async () => {
  [redis, database, mailbox] = await Promise.all([
    startPrivateRedis(),
    createSeededDatabase({ now, prefix: 'wellway_redis_loss' }),
    startMailbox(),
  ]);
  pool = new pg.Pool({ connectionString: database.url, max: 12 });
  store = await openAppStore(pool);
  digests = await digestsFor(pool);
  db = createReadModelDb(pool);
  waiter = PositionWaiter.start({ db, store, databaseUrl: database.url });
}, 60_000);

afterAll(async () => {
  await reconciler?.stop();
  await queues?.close();
  await redis?.stop();
  await mailbox?.close();
  await waiter?.close();
  await store?.close();
  await db?.destroy();
  await pool?.end().catch(() => undefined);
  await database?.drop();
});

async function logDays(userId: string): Promise<void> {
  for (const recordedOn of DAYS) await logDay(store, userId, recordedOn);
}

/** A registered user asks for a reset link; returns the token the e-mail must carry. */
async function requestReset(): Promise<string> {
  const userId = randomUUID();
  const email = `reset-${userId}@demo.wellway.test`;
  const user = { userId, siteId: DEMO_SITE_ID, email, role: 'user', firstName: 'Pat', lastName: 'Lee', startedOn: '2026-01-01' } as const;
  await handleCommand({
    store,
    stream: userStream(userId),
    decider: users.userDecider,
    metadata,
    command: { type: 'RegisterUser', user: { ...user, passwordHash: '$argon2id$x' } },
  });
  const eventId = randomUUID();
  const token = resetTokenFor(SECRET, eventId);
  await handleCommand({
    store,
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
  await handleCommand({
    store,
    stream: userEmailReservationStream(DEMO_SITE_ID, digests.email(email)),
    decider: emailReservations.emailReservationDecider,
    metadata,
    command: { type: 'ReserveUserEmail', siteId: DEMO_SITE_ID, email, userId: randomUUID() },
  });
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

const awardsOf = async (userId: string) => (await store.readStream(userBadgesStream(userId))).events;
const releasesOf = async (email: string) =>
  (await store.readStream(userEmailReservationStream(DEMO_SITE_ID, digests.email(email)))).events.filter(
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
      const pending = await countPendingReactionJobs(db, queue.name);
      return [queue.name, { pending, live: Object.values(live).reduce((total, count) => total + count, 0) }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('a Redis restarted without its data under load', () => {
  it('loses no award, e-mail or expiry, and does none twice', async () => {
    queues = await openQueues({ backend: 'redis', redisUrl: redis.url, databaseUrl: database.url, log: (line) => warnings.push(line) });
    const opened = startWorkers(reactorCapabilities, queues, {
      db,
      store,
      keys: createPostgresKeyStore(pool),
      waiter,
      mail: createMailTransport(mailbox.url),
      settings: { resetTokenSecret: SECRET, publicUrl: 'https://demo.wellway.test', emailReservationSweepMs: 1_500 },
      now: () => now,
      log: { info: () => undefined, warn: (line) => warnings.push(line) },
    });
    reconciler = startReconciler({
      db,
      queues: opened.map(({ queue }) => queue),
      backend: queues,
      log: { warn: (line) => warnings.push(line) },
    });
    const projector = startProjector({
      store,
      db,
      pool,
      projections: [...projections, ...opened.map(({ reactor }) => reactor)],
      logger: quiet,
    });
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
      const idle = async () => Object.values(await backlog(opened)).every(({ pending, live }) => pending === 0 && live === 0);
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
