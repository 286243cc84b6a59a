import { once } from 'node:events';
import { createPostgresBackend, runMigrations, UnrecoverableError, withBackend } from 'bullmq';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../../testing/api-harness.spec.js';

/** The queue dashboard on BullMQ's PostgreSQL backend (schema `bullmq`, as the workers open it without Redis). */

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness(new Date('2026-11-24T12:00:00Z'), [], {}, { queueBackend: 'postgres' });
  const migrator = new pg.Pool({ connectionString: harness.databaseUrl, max: 1 });
  await runMigrations(migrator, 'bullmq');
  await migrator.end();
  const backend = withBackend(createPostgresBackend);
  const connection = { connectionString: harness.databaseUrl, schema: 'bullmq', max: 2 };
  const queue = new backend.Queue('badges', { connection });
  const worker = new backend.Worker(
    'badges',
    async () => {
      throw new UnrecoverableError('no such user');
    },
    { connection },
  );
  const failed = once(worker, 'failed');
  await queue.add('award', { eventId: 'e1' }, { jobId: 'badges-e1' });
  await failed;
  await Promise.all([worker.close(), queue.close()]);
});

afterAll(async () => {
  await harness?.stop();
});

describe('the queue dashboard on PostgreSQL', () => {
  it('shows a master the queues and their failed jobs', async () => {
    const token = await harness.tokenOf('master');
    expect((await harness.call('GET', '/admin/queues', { token })).status).toBe(200);
    const listed = await harness.call('GET', '/admin/queues/api/queues?activeQueue=badges&status=failed', { token });
    expect(listed.status).toBe(200);
    const queues = (listed.body as unknown as { queues: { name: string; counts: { failed: number } }[] }).queues;
    expect(queues).toEqual([expect.objectContaining({ name: 'badges', counts: expect.objectContaining({ failed: 1 }) })]);
  });
});
