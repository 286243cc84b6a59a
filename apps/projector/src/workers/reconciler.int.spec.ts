import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import { createReadModelDb, markReactionJobDone, migrateReadModels, recordReactionJobs, type Database } from '@wellway/read-models';
import { createTestDatabase, TEST_REDIS_URL, uniqueRedisPrefix, type TestDatabase } from '@wellway/test-support';
import { settled } from './outbox.js';
import { openQueues, type Queues } from './queues.js';
import { reconcileQueue, startReconciler } from './reconciler.js';

/** The outbox's reconciler and its worker wrapper, on real PostgreSQL and Redis (a prefix of the test's own). */

interface TestJob {
  readonly n: number;
}

let database: TestDatabase;
let db: Kysely<Database>;
let queues: Queues;
let postgresQueues: Queues;
let queueName: string;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase('wellway_reconciler');
  db = createReadModelDb(database.url);
  await migrateReadModels(db);
  queues = await openQueues({ backend: 'redis', redisUrl: TEST_REDIS_URL, databaseUrl: database.url, prefix: uniqueRedisPrefix() });
  postgresQueues = await openQueues({ backend: 'postgres', databaseUrl: database.url, prefix: `bullmq_${uniqueRedisPrefix()}` });
});

afterAll(async () => {
  await queues?.close();
  await postgresQueues?.close();
  await db?.destroy();
  await database?.drop();
});

beforeEach(() => {
  queueName = `reconcile_${++counter}`;
});

const job = (n: number, dueAt?: Date) => ({
  id: `test-${queueName}-${n}`,
  queue: queueName,
  name: 'test',
  data: { n },
  ...(dueAt && { dueAt }),
});
const ids = (jobs: readonly { id?: string | undefined }[]) => jobs.map(({ id }) => id).sort();

describe('reconcileQueue', () => {
  it.each([
    ['Redis', () => queues],
    ['the PostgreSQL backend', () => postgresQueues],
  ])('enqueues again the pending jobs %s lost, with their remaining delay, and nothing else', async (_, backend) => {
    const queue = backend().queue<TestJob>(queueName);
    const now = Date.now();
    await recordReactionJobs(db, [job(1), job(2), job(3, new Date(now + 60_000)), job(4), job(5)]);
    await markReactionJobDone(db, job(4)); // done: never again
    await db.updateTable('reaction_jobs').set({ failed_at: new Date(), error: 'gave up' }).where('id', '=', job(5).id).execute(); // for masters
    await queue.add('test', { n: 1 }, { jobId: job(1).id }); // still in the queue

    expect(await reconcileQueue(db, queue, () => now)).toBe(2);
    expect(ids(await queue.getJobs(['waiting']))).toEqual([job(1).id, job(2).id]);
    const delayed = await queue.getJobs(['delayed']);
    expect(ids(delayed)).toEqual([job(3).id]);
    expect(delayed[0]!.opts.delay).toBe(60_000);
    expect(delayed[0]!.data).toEqual({ n: 3 });

    // A second pass finds the queue whole: nothing is added twice.
    expect(await reconcileQueue(db, queue)).toBe(0);
    expect(await queue.getJobCounts('waiting', 'delayed')).toEqual({ waiting: 2, delayed: 1 });
  });

  it('restores a queue whose data vanished without a reconnection (an eviction, a FLUSHALL), on its timer', async () => {
    const queue = queues.queue<TestJob>(queueName);
    await recordReactionJobs(db, [job(1), job(2)]);
    await queue.addBulk([1, 2].map((n) => ({ name: 'test', data: { n }, opts: { jobId: job(n).id } })));
    const lines: string[] = [];
    const reconciler = startReconciler({ db, queues: [queue], log: { warn: (line) => lines.push(line) }, intervalMs: 50 });
    try {
      await reconciler.reconcile('test');
      expect(lines).toEqual([]);
      await queue.obliterate({ force: true });
      const deadline = Date.now() + 10_000;
      while ((await queue.getJobCounts('waiting')).waiting < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(ids(await queue.getJobs(['waiting']))).toEqual([job(1).id, job(2).id]);
      expect(lines).toEqual([`${queueName}: 2 job(s) missing from the queue (periodic check) were enqueued again from the outbox`]);
    } finally {
      await reconciler.stop();
    }
  });

  it('prunes done rows older than it keeps', async () => {
    await recordReactionJobs(db, [job(1), job(2)]);
    await markReactionJobDone(db, job(1));
    await markReactionJobDone(db, job(2));
    await db
      .updateTable('reaction_jobs')
      .set({ done_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', job(1).id)
      .execute();
    const reconciler = startReconciler({ db, queues: [], log: { warn: () => undefined }, keepDoneMs: 60_000 });
    await reconciler.reconcile('test');
    await reconciler.stop();
    const left = await db.selectFrom('reaction_jobs').select('id').where('queue', '=', queueName).execute();
    expect(ids(left)).toEqual([job(2).id]);
  });
});

describe('settled (the worker side of the outbox)', () => {
  const asJob = (n: number) => ({ id: job(n).id, name: 'test', queueName, data: { n } }) as Job<TestJob>;
  const doneAt = async (n: number) =>
    (await db.selectFrom('reaction_jobs').select('done_at').where('id', '=', job(n).id).executeTakeFirst())?.done_at ?? null;

  it('marks a job done once it ran, even one whose reactor batch has not committed yet, and never runs a done job again', async () => {
    const ran: number[] = [];
    const run = settled(db, async (bull: Job<TestJob>) => void ran.push(bull.data.n));
    await recordReactionJobs(db, [job(1)]);
    await run(asJob(1));
    await run(asJob(2)); // no row yet: the reactor's batch commits after the job ran
    expect(await doneAt(1)).toBeInstanceOf(Date);
    expect(await doneAt(2)).toBeInstanceOf(Date);
    expect(await recordReactionJobs(db, [job(2)])).toEqual(new Set()); // the late batch leaves it done, enqueues nothing

    expect(await run(asJob(1))).toEqual({ skipped: 'done' });
    expect(ran).toEqual([1, 2]);
  });

  it('leaves a job that failed pending, to be retried', async () => {
    await recordReactionJobs(db, [job(1)]);
    const run = settled(db, async () => {
      throw new Error('SMTP is away');
    });
    await expect(run(asJob(1))).rejects.toThrow('SMTP is away');
    expect(await doneAt(1)).toBeNull();
  });

  it('runs an exclusive job once when two runs of it meet (a re-enqueued duplicate beside a stalled original)', async () => {
    await recordReactionJobs(db, [job(1)]);
    let sends = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const run = settled(
      db,
      async () => {
        sends += 1;
        await held;
        return { sent: true };
      },
      { exclusive: true },
    );
    const first = run(asJob(1));
    const second = run(asJob(1));
    // One run sends; the other waits on the job's lock (seen in pg_locks), then finds it done.
    const waiting = async () =>
      (
        await sql<{ count: number }>`SELECT count(*)::int AS count FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(
          db,
        )
      ).rows[0]!.count;
    while (sends === 0 || (await waiting()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect(await Promise.all([first, second])).toEqual(expect.arrayContaining([{ sent: true }, { skipped: 'done' }]));
    expect(sends).toBe(1);
  });
});
