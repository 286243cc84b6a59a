import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { UnrecoverableError, type Job } from 'bullmq';
import { emailReservations, userEmailReservationStream } from '@wellway/domain';
import { createPostgresKeyStore, handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import { createReadModelDb, defineProjection, migrateReadModels, PositionWaiter, type Database } from '@wellway/read-models';
import type { Kysely } from 'kysely';
import { createTestDatabase, digestsFor, openAppStore, TEST_REDIS_URL, uniqueRedisPrefix, type TestDatabase } from '@wellway/test-support';
import { reactorCapabilities } from '../capabilities.js';
import { createMailTransport } from '../mail/transport.js';
import { startProjector } from '../runner.js';
import { openQueues } from './queues.js';
import { defineReactor, startWorkers, type WorkerContext } from './reactor-manifest.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const siteId = 'site-manifest-test';

let database: TestDatabase;
let pool: pg.Pool;
let store: EventStore;
let db: Kysely<Database>;
let waiter: PositionWaiter;
let warnings: string[];
let context: WorkerContext;

beforeAll(async () => {
  database = await createTestDatabase('wellway_reactors');
  pool = new pg.Pool({ connectionString: database.url, max: 6 });
  store = await openAppStore(pool);
  db = createReadModelDb(pool);
  await migrateReadModels(db);
  waiter = PositionWaiter.start({ db, store, databaseUrl: database.url });
  warnings = [];
  context = {
    db,
    store,
    keys: createPostgresKeyStore(pool),
    waiter,
    mail: createMailTransport(undefined),
    settings: { resetTokenSecret: 'secret', publicUrl: 'http://localhost:8080', emailReservationSweepMs: 60_000 },
    now: () => new Date(),
    log: { info: () => undefined, warn: (line) => warnings.push(line) },
  };
});

afterAll(async () => {
  await waiter?.close();
  await store?.close();
  await db?.destroy();
  await pool?.end().catch(() => undefined);
  await database?.drop();
});

const openTestQueues = () => openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: database.url, prefix: uniqueRedisPrefix() });

describe('startWorkers', () => {
  it("opens every capability's queue, worker and reactor; today's as the worker process always has", async () => {
    const queues = await openTestQueues();
    try {
      const opened = startWorkers(reactorCapabilities, queues, context);
      expect(opened.map(({ queue, worker, reactor }) => [queue.name, worker.name, worker.opts.concurrency, reactor.name])).toEqual(
        expect.arrayContaining([
          ['badges', 'badges', 8, 'badge_reactor'],
          ['mail', 'mail', 4, 'mail_reactor'],
          ['email_reservations', 'email_reservations', 2, 'email_reservation_reactor'],
        ]),
      );
      expect(opened).toHaveLength(reactorCapabilities.length);
    } finally {
      await queues.close();
    }
  });

  it("runs the jobs a manifest's reactor enqueues from the log, logs a failed one with its label, and settles both in the outbox", async () => {
    interface ReservationJob {
      readonly eventId: string;
      readonly email: string;
    }
    const ran: string[] = [];
    const manifest = defineReactor<ReservationJob>({
      queue: 'manifest_test',
      concurrency: 1,
      label: 'manifest test',
      reactor: (outbox) =>
        defineProjection({
          name: 'manifest_test_reactor',
          version: 1,
          tables: [],
          eventTypes: ['UserEmailReserved'],
          async apply(trx, events) {
            const jobs = events.map(({ id, data }) => ({ id: `test-${id}`, name: 'check', data: { eventId: id, email: data.email } }));
            await outbox.enqueue(trx, jobs);
            return { userIds: [] };
          },
        }),
      processor: () => async (job: Job<ReservationJob>) => {
        if (job.data.email.startsWith('fails')) throw new UnrecoverableError('cannot check this one');
        ran.push(job.data.email);
      },
    });
    const queues = await openTestQueues();
    const [opened] = startWorkers([manifest], queues, context);
    const settled = new Promise<void>((resolve) => {
      let count = 0;
      const one = () => void (++count === 2 && resolve());
      opened!.worker.on('completed', one);
      opened!.worker.on('failed', one);
    });
    for (const email of ['works@example.test', 'fails@example.test']) {
      await handleCommand({
        store,
        stream: userEmailReservationStream(siteId, (await digestsFor(pool)).email(email)),
        decider: emailReservations.emailReservationDecider,
        command: { type: 'ReserveUserEmail', siteId, email, userId: `user-${email}` },
        metadata: metadataFor({ actor: null, siteId, correlationId: 'test' }),
      });
    }
    const projector = startProjector({ store, db, pool, projections: [opened!.reactor], logger: quiet });
    try {
      await settled;
      expect(ran).toEqual(['works@example.test']);
      expect(warnings).toEqual([expect.stringMatching(/^manifest test job test-[\w-]+ failed \(attempt 1\): cannot check this one$/)]);
      // The outbox knows: the one done, the other failed for good (the reconciler leaves it to masters).
      const outbox = () =>
        db.selectFrom('reaction_jobs').select(['data', 'done_at', 'failed_at', 'error']).where('queue', '=', 'manifest_test').execute();
      const deadline = Date.now() + 10_000;
      while ((await outbox()).some((row) => !row.done_at && !row.failed_at) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const rows = await outbox();
      expect(rows.find((row) => row.data.email === 'works@example.test')).toMatchObject({ done_at: expect.any(Date), failed_at: null });
      expect(rows.find((row) => row.data.email === 'fails@example.test')).toMatchObject({
        done_at: null,
        failed_at: expect.any(Date),
        error: 'cannot check this one',
      });
    } finally {
      await projector.stop();
      await queues.close();
    }
  });

  it('refuses two manifests for one queue', async () => {
    const queues = await openTestQueues();
    try {
      expect(() => startWorkers([reactorCapabilities[0]!, reactorCapabilities[0]!], queues, context)).toThrow(
        'Queue badges is opened by two reactor manifests',
      );
    } finally {
      await queues.close();
    }
  });
});
