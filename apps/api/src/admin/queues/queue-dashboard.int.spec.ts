import { once } from 'node:events';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis, type PrivateRedis } from '../../../../../ops/src/testing/private-servers.js';
import { startApiHarness, type ApiHarness } from '../../testing/api-harness.spec.js';
import { QUEUES_AWAY } from './queue-dashboard.js';

/**
 * The queue dashboard (bull-board) under /api/admin/queues, on a Redis of the test's own holding
 * queues as the workers open them (prefix `wellway`): masters only, in the envelope when refused.
 */

let redis: PrivateRedis;
let harness: ApiHarness;

/** A queue as the workers open it, with one job that failed for good. */
async function queueWithFailedJob(name: string): Promise<void> {
  const connection = { url: redis.url, maxRetriesPerRequest: null };
  const queue = new Queue(name, { connection, prefix: 'wellway' });
  const worker = new Worker(
    name,
    async () => {
      throw new UnrecoverableError('no such user');
    },
    { connection, prefix: 'wellway' },
  );
  const failed = once(worker, 'failed');
  await queue.add('award', { eventId: 'e1' }, { jobId: `${name}-e1` });
  await failed;
  await Promise.all([worker.close(), queue.close()]);
}

beforeAll(async () => {
  redis = await startPrivateRedis();
  await queueWithFailedJob('badges');
  await queueWithFailedJob('mail');
  harness = await startApiHarness(new Date('2026-11-24T12:00:00Z'), [], {}, { queueBackend: 'redis', redisUrl: redis.url });
});

afterAll(async () => {
  await harness?.stop();
  await redis?.stop();
});

describe('the queue dashboard', () => {
  it('asks for a session, and refuses every role but master, in the envelope', async () => {
    for (const path of ['/admin/queues', '/admin/queues/api/queues'])
      expect(await harness.call('GET', path)).toMatchObject({ status: 401, body: { errors: ['Please log in.'] } });
    for (const account of ['participant', 'coordinator'] as const) {
      const token = await harness.tokenOf(account);
      for (const [method, path] of [
        ['GET', '/admin/queues'],
        ['GET', '/admin/queues/api/queues'],
        ['PUT', '/admin/queues/api/queues/badges/retry/failed'],
      ] as const)
        expect(await harness.call(method, path, { token }), `${account} ${method} ${path}`).toMatchObject({
          status: 403,
          body: { errors: ['You are not allowed to do that.'] },
        });
    }
  });

  it("shows a master the workers' queues with their failed jobs", async () => {
    const token = await harness.tokenOf('master');
    const page = await fetch(`${harness.base}/api/admin/queues`, { headers: { authorization: token } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<base href="/api/admin/queues/"');
    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${harness.base}/api/admin/queues/${script}`, { headers: { authorization: token } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);

    const listed = await harness.call('GET', '/admin/queues/api/queues?activeQueue=badges&status=failed', { token });
    expect(listed.status).toBe(200);
    const queues = (listed.body as unknown as { queues: { name: string; counts: { failed: number } }[] }).queues;
    expect(queues.map((queue) => queue.name).sort()).toEqual(['badges', 'mail']);
    for (const queue of queues) expect(queue.counts.failed).toBe(1);
  });

  it('lets a master retry failed jobs', async () => {
    const token = await harness.tokenOf('master');
    expect((await harness.call('PUT', '/admin/queues/api/queues/mail/retry/failed', { token })).status).toBe(200);
    const listed = await harness.call('GET', '/admin/queues/api/queues', { token });
    const mail = (listed.body as unknown as { queues: { name: string; counts: Record<string, number> }[] }).queues.find(
      (queue) => queue.name === 'mail',
    );
    expect(mail?.counts.failed).toBe(0);
  });

  it('answers an unknown page 404 in the envelope', async () => {
    const token = await harness.tokenOf('master');
    expect(await harness.call('GET', '/admin/queues/api/no-such-thing', { token })).toMatchObject({
      status: 404,
      body: { errors: [expect.any(String)] },
    });
  });

  it('answers 503 in the envelope while Redis is away, and serves again once it is back', async () => {
    const token = await harness.tokenOf('master');
    await redis.stop();
    const away = await harness.call('GET', '/admin/queues/api/queues', { token });
    expect(away).toMatchObject({ status: 503, body: { errors: [QUEUES_AWAY] } });
    expect(away.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await harness.call('GET', '/health')).status).toBe(200);
    await redis.restart();
    const deadline = Date.now() + 10_000;
    while ((await harness.call('GET', '/admin/queues/api/queues', { token })).status !== 200)
      if (Date.now() > deadline) throw new Error('the dashboard did not come back');
  });
});
