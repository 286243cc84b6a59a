import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { reportStream, reportSubject, savedReportDecider, type SavedReportCommand } from '@wellway/domain';
import { createPostgresKeyStore, handleCommand, type KeyStore } from '@wellway/event-store';
import { DEMO_SITE_ID, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { testMetadata, until, useSeededApp } from '../seeded-app.spec.js';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';
import { REPORT_KEYS_QUEUE, reportKeyJobId, reportKeyReactor, type ReportKeyJob } from './reactor.js';
import { reportKeyProcessor } from './worker.js';

const app = useSeededApp({ prefix: 'wellway_report_keys' });
let keys: KeyStore;
beforeAll(() => {
  keys = createPostgresKeyStore(app.pool);
});

const actor = { userId: 'coordinator', role: 'coordinator' as const };
const at = '2026-12-01T10:00:00.000Z';
const onReport = (reportId: string, command: SavedReportCommand) =>
  handleCommand({ store: app.store, stream: reportStream(reportId), decider: savedReportDecider, command, metadata: testMetadata });

/** A custom report saved with a filter value, sealed under its own key; answers its id. */
async function savedReport(): Promise<string> {
  const reportId = randomUUID();
  const content = {
    name: 'Follow-up',
    reportType: 'Simple' as const,
    fields: ['first_name'],
    filters: [{ field: 'email', sign: 'is' as const, value: 'pat@example.test' }],
    sql: null,
  };
  const knownFieldIds = new Set(['first_name', 'email']);
  await onReport(reportId, {
    type: 'SaveReport',
    kind: 'create',
    reportId,
    siteId: DEMO_SITE_ID,
    asCustom: false,
    parentId: null,
    content,
    knownFieldIds,
    actor,
    at,
  });
  return reportId;
}

/** Deleted as a process that died before destroying the key leaves it: ReportDeleted in the log, the key still there. */
async function deletedOnly(reportId: string): Promise<string> {
  const { events } = await onReport(reportId, { type: 'DeleteReport', reportId, siteId: DEMO_SITE_ID, actor, at });
  return events[0]!.id;
}

describe('report keys worker', () => {
  it("destroys a deleted report's key from the log on Redis, leaves the others', and a replay enqueues nothing again", async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    const queue = queues.queue<ReportKeyJob>(REPORT_KEYS_QUEUE);
    queues.worker<ReportKeyJob>(REPORT_KEYS_QUEUE, reportKeyProcessor({ keys }), { concurrency: 1 });
    const projector = app.projector([reportKeyReactor(reactionOutbox(queue))]);
    try {
      const [deleted, kept] = [await savedReport(), await savedReport()];
      expect(await keys.isErased(reportSubject(deleted))).toBe(false);
      const eventId = await deletedOnly(deleted);

      await until(async () => keys.isErased(reportSubject(deleted)), 'the deleted report’s key to be destroyed');
      expect(await keys.isErased(reportSubject(kept))).toBe(false);
      const read = await app.store.readStream(reportStream(kept));
      expect(read.events[0]?.data).toMatchObject({ filters: [{ value: 'pat@example.test' }] });

      await until(async () => (await (await queue.getJob(reportKeyJobId(eventId)))?.isCompleted()) === true, 'the job to complete');
      await projector.stop();
      const counts = await queue.getJobCounts('completed', 'waiting', 'delayed', 'active');
      await app.replayFromStart(reportKeyReactor(reactionOutbox(queue)));
      expect(await queue.getJobCounts('completed', 'waiting', 'delayed', 'active')).toEqual(counts);
    } finally {
      await projector.stop();
      await queues.close();
    }
  });

  it('is idempotent: a retry, or a key the API destroyed already, is fine', async () => {
    const reportId = await savedReport();
    const eventId = await deletedOnly(reportId);
    const job = { data: { eventId, reportId } } as Job<ReportKeyJob>;
    const run = reportKeyProcessor({ keys });
    expect(await run(job)).toEqual({ destroyed: reportSubject(reportId) });
    expect(await run(job)).toEqual({ destroyed: reportSubject(reportId) });
    expect(await keys.isErased(reportSubject(reportId))).toBe(true);
  });
});
