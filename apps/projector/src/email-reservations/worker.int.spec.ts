import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Job } from 'bullmq';
import {
  defaultSiteSettings,
  emailReservations,
  userEmailReservationStream,
  userStream,
  users,
  type PersonalDigests,
} from '@wellway/domain';
import { handleCommand, type EventStore, metadataFor } from '@wellway/event-store';
import { createReadModelDb, type Database } from '@wellway/read-models';
import type { Kysely } from 'kysely';
import {
  createSeededDatabase,
  DEMO_SITE_ID,
  demoEmail,
  digestsFor,
  openAppStore,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  type TestDatabase,
} from '@wellway/test-support';
import { EMAIL_RESERVATIONS_QUEUE, emailReservationReactor, emailReservationSweepJobId, type EmailReservationSweepJob } from './reactor.js';
import { startProjector } from '../runner.js';
import { emailReservationProcessor } from './worker.js';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const metadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' });

let database: TestDatabase;
let pool: pg.Pool;
let store: EventStore;
let db: Kysely<Database>;
let digests: PersonalDigests;
/** The reservation stream of an address on the demo site (named by its keyed hash). */
const reservationStream = (email: string) => userEmailReservationStream(DEMO_SITE_ID, digests.email(email));

beforeAll(async () => {
  database = await createSeededDatabase({ now: new Date(), prefix: 'wellway_sweep' });
  pool = new pg.Pool({ connectionString: database.url, max: 8 });
  store = await openAppStore(pool);
  digests = await digestsFor(pool);
  db = createReadModelDb(pool);
});

afterAll(async () => {
  await store?.close();
  await db?.destroy();
  await pool?.end().catch(() => undefined);
  await database?.drop();
});

/** What registration's first step records; returns the UserEmailReserved event's id. */
async function reserve(email: string, userId: string): Promise<string> {
  const result = await handleCommand({
    store,
    stream: reservationStream(email),
    decider: emailReservations.emailReservationDecider,
    metadata,
    command: { type: 'ReserveUserEmail', siteId: DEMO_SITE_ID, email, userId },
  });
  const id = result.events[0]?.id;
  if (!id) throw new Error(`${email} was not reserved`);
  return id;
}

async function register(email: string, userId: string): Promise<void> {
  await handleCommand({
    store,
    stream: userStream(userId),
    decider: users.userDecider,
    metadata,
    command: {
      type: 'RegisterUser',
      user: {
        userId,
        siteId: DEMO_SITE_ID,
        email,
        role: 'user',
        firstName: 'Pat',
        lastName: 'Lee',
        startedOn: '2026-01-01',
        passwordHash: '$argon2id$x',
      },
    },
  });
}

const lastEventOf = async (email: string) => (await store.readStream(reservationStream(email))).events.at(-1);
const job = (eventId: string, email: string, userId: string) =>
  ({
    data: { eventId, stream: reservationStream(email), siteId: DEMO_SITE_ID, userId },
  }) as Job<EmailReservationSweepJob>;

/** Polls a condition until it holds (bounded); never a fixed sleep. */
async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('e-mail reservation sweeper on Redis', () => {
  it('releases a reservation no account holds after the delay, keeps one in use, and enqueues each check once', async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: database.url, prefix: uniqueRedisPrefix() });
    expect(queues.kind).toBe('redis');
    const queue = queues.queue<EmailReservationSweepJob>(EMAIL_RESERVATIONS_QUEUE);
    queues.worker<EmailReservationSweepJob>(EMAIL_RESERVATIONS_QUEUE, emailReservationProcessor({ store }), { concurrency: 2 });
    // Checks are due 300 ms after each reservation (production: minutes); the seed's old ones at once.
    const reactor = () => emailReservationReactor(reactionOutbox(queue), { sweepAfterMs: 300 });
    const projector = startProjector({ store, db, pool, projections: [reactor()], logger: quiet });
    try {
      // A registration that died after reserving: no user stream.
      const orphan = `orphan-${randomUUID()}@demo.wellway.test`;
      const orphanEvent = await reserve(orphan, randomUUID());
      // A registration that finished.
      const used = `used-${randomUUID()}@demo.wellway.test`;
      const usedUser = randomUUID();
      const usedEvent = await reserve(used, usedUser);
      await register(used, usedUser);

      const orphanJob = await (async () => {
        await until(
          async () => (await queue.getJob(emailReservationSweepJobId(orphanEvent))) !== undefined,
          'the orphan check to be enqueued',
        );
        return queue.getJob(emailReservationSweepJobId(orphanEvent));
      })();
      expect(orphanJob?.opts.delay).toBeGreaterThan(0); // delayed, not run at once
      await until(async () => (await lastEventOf(orphan))?.type === 'UserEmailReleased', 'the orphaned reservation to be released');
      expect(await lastEventOf(orphan)).toMatchObject({
        type: 'UserEmailReleased',
        data: { email: orphan },
        metadata: { causationId: orphanEvent },
      });

      await until(
        async () => (await (await queue.getJob(emailReservationSweepJobId(usedEvent)))?.isCompleted()) === true,
        'the used check to complete',
      );
      expect((await queue.getJob(emailReservationSweepJobId(usedEvent)))?.returnvalue).toEqual({ released: false, reason: 'in_use' });
      expect((await lastEventOf(used))?.id).toBe(usedEvent);

      // The demo seed's reservations (accounts that exist) were checked and kept.
      const seeded = await lastEventOf(demoEmail('participant'));
      await until(
        async () => (await (await queue.getJob(emailReservationSweepJobId(seeded?.id ?? '')))?.isCompleted()) === true,
        'the seeded check',
      );
      expect((await lastEventOf(demoEmail('participant')))?.type).toBe('UserEmailReserved');

      // The log replays from the start: no check is enqueued again.
      await projector.stop();
      const counts = await queue.getJobCounts('completed', 'waiting', 'delayed', 'active');
      await pool.query(`update projection_checkpoints set checkpoint = null, position = null where name = 'email_reservation_reactor'`);
      const again = startProjector({ store, db, pool, projections: [reactor()], logger: quiet });
      await again.whenCaughtUp();
      await again.stop();
      expect(await queue.getJobCounts('completed', 'waiting', 'delayed', 'active')).toEqual(counts);
    } finally {
      await projector.stop();
      await queues.close();
    }
  });

  it('releases an address its holder moved away from, and a retried check does nothing twice', async () => {
    const sweep = emailReservationProcessor({ store });
    const userId = randomUUID();
    const first = `first-${randomUUID()}@demo.wellway.test`;
    const firstEvent = await reserve(first, userId);
    await register(first, userId);
    expect(await sweep(job(firstEvent, first, userId))).toEqual({ released: false, reason: 'in_use' });

    // An e-mail change that died before releasing the old address: the account now has another one.
    const second = `second-${randomUUID()}@demo.wellway.test`;
    await reserve(second, userId);
    await handleCommand({
      store,
      stream: userStream(userId),
      decider: users.userDecider,
      metadata,
      command: {
        type: 'ChangePersonalSettings',
        userId,
        firstName: 'Pat',
        lastName: 'Lee',
        email: second,
        address: { line1: '', line2: '', city: '', stateProvince: '', postalCode: '' },
        allowsSms: false,
        phone: '',
        timeZone: 'UTC',
        context: { siteTimeZone: 'UTC', passwordRule: defaultSiteSettings() },
      },
    });
    const before = (await store.readStream(reservationStream(first))).revision;
    expect(await sweep(job(firstEvent, first, userId))).toEqual({ released: true });
    // The same job again (BullMQ retries after a lost acknowledgement): nothing more is appended.
    expect(await sweep(job(firstEvent, first, userId))).toEqual({ released: false, reason: 'superseded' });
    expect((await store.readStream(reservationStream(first))).revision).toBe(before + 1n);
    // Released, the address can be reserved again — and that reservation is checked on its own.
    const newcomer = randomUUID();
    const again = await reserve(first, newcomer);
    expect(await sweep(job(firstEvent, first, userId))).toEqual({ released: false, reason: 'superseded' });
    expect(await sweep(job(again, first, newcomer))).toEqual({ released: true });
  });
});
