import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { startPrivateRedis, type PrivateRedis } from '../../../../ops/src/testing/private-servers.js';
import { openQueues, type Queues } from './queues.js';

/**
 * Redis restarts (a server of the test's own, without persistence): the workers' queues and
 * workers neither crash the process nor flood the log; they reconnect and work on.
 */

let redis: PrivateRedis;
let database: TestDatabase;
let queues: Queues | undefined;
let second: Queues | undefined;

beforeAll(async () => {
  [redis, database] = await Promise.all([startPrivateRedis(), createTestDatabase('wellway_queues')]);
});
afterAll(async () => {
  await queues?.close();
  await second?.close();
  await redis?.stop();
  await database?.drop();
});

const lines: string[] = [];
const done: number[] = [];

async function until(description: string, condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${description} (log: ${JSON.stringify(lines)}; done: ${JSON.stringify(done)})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a Redis restart', () => {
  it('is ridden out: one line when it goes, one when it is back, jobs added meanwhile done after', async () => {
    queues = await openQueues({ backend: 'redis', redisUrl: redis.url, databaseUrl: database.url, log: (line) => lines.push(line) });
    const queue = queues.queue<{ n: number }>('restart');
    queues.worker<{ n: number }>('restart', async (job) => void done.push(job.data.n));
    await queue.add('job', { n: 1 }, { jobId: 'job-1' });
    await until('the first job', () => done.includes(1));
    // Its processor has returned, but the worker may still be moving it to completed: stopped then,
    // the restarted Redis (without data) would have the worker report a missing key for it.
    await expect.poll(() => queue.getJobState('job-1'), { timeout: 10_000 }).toBe('completed');

    await redis.stop();
    // Added while Redis is away: the add waits for the reconnection.
    const added = queue.add('job', { n: 2 }, { jobId: 'job-2' });
    await until('the loss to be noticed', () => !queues!.available);
    expect(lines).toEqual([expect.stringMatching(/^queue backend \(redis\) unreachable \(.+\); jobs wait until it is back$/)]);

    await redis.restart();
    await added;
    await until('the job added during the outage', () => done.includes(2));
    await until('the return to be noticed', () => queues!.available);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^queue backend \(redis\) reachable again after \d+\.\d s$/);

    await queue.add('job', { n: 3 }, { jobId: 'job-3' });
    await until('a job after the restart', () => done.includes(3));
  });

  it('stays ready when Redis comes back without the data of a job in flight (a job error, not an outage)', async () => {
    const said: string[] = [];
    second = await openQueues({ backend: 'redis', redisUrl: redis.url, databaseUrl: database.url, log: (line) => said.push(line) });
    const queue = second.queue<{ n: number }>('in_flight');
    let started!: () => void;
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const held = new Promise<void>((resolve) => (finish = resolve));
    second.worker<{ n: number }>('in_flight', async () => {
      started();
      await held;
    });
    await queue.add('job', { n: 1 }, { jobId: 'in-flight-1' });
    await running;
    const reconnected = new Promise<void>((resolve) => second!.onReconnect(resolve));

    await redis.stop();
    await redis.restart();
    await reconnected;
    finish(); // the job ends, and BullMQ finds no key for it: Redis lost it
    await until('the missing job to be reported', () => said.some((line) => line.includes('Missing key for job in-flight-1')));
    expect(second.available).toBe(true);
    expect(said.filter((line) => line.includes('unreachable'))).toHaveLength(
      said.filter((line) => line.includes('reachable again')).length,
    );
  });
});
