import { once } from 'node:events';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestBrowser } from '@wellway/test-support';
import { startPrivateRedis, type PrivateRedis } from '../../../../../ops/src/testing/private-servers.js';
import { startApiHarness, type ApiHarness } from '../../testing/api-harness.spec.js';

/** bull-board's page runs in a real browser under the app's Content-Security-Policy, and shows a failed job. */

let redis: PrivateRedis;
let harness: ApiHarness;
let browser: TestBrowser;

beforeAll(async () => {
  redis = await startPrivateRedis();
  const connection = { url: redis.url, maxRetriesPerRequest: null };
  const queue = new Queue('badges', { connection, prefix: 'wellway' });
  const worker = new Worker(
    'badges',
    async () => {
      throw new UnrecoverableError('no such user');
    },
    { connection, prefix: 'wellway' },
  );
  const failed = once(worker, 'failed');
  await queue.add('award', { eventId: 'e1' }, { jobId: 'badges-e1' });
  await failed;
  await Promise.all([worker.close(), queue.close()]);
  harness = await startApiHarness(new Date('2026-11-24T12:00:00Z'), [], {}, { queueBackend: 'redis', redisUrl: redis.url });
  browser = await TestBrowser.launch(harness.base);
});

afterAll(async () => {
  await browser?.close();
  await harness?.stop();
  await redis?.stop();
});

it("shows a master the failed job, with nothing the page's Content-Security-Policy refuses", async () => {
  const page = await browser.newPage();
  await page.context().addCookies([{ name: 'wellway_session', value: await harness.tokenOf('master'), url: harness.base }]);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${harness.base}/api/admin/queues/queue/badges?status=failed`);
  await expect.poll(() => page.getByText('no such user').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(refused).toEqual([]);
});
