import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, Worker } from 'bullmq';
import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { badges, dataExports, dataExportsStream, deterministicId, userBadgesStream } from '@wellway/domain';
import { actorById, handleCommand, metadataFor } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import { DEMO_SITE_ID, demoEmail, demoUserId, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { type Projector } from '../runner.js';
import { eventually, useSeededApp } from '../seeded-app.spec.js';
import { logDay } from '../badges/fixtures.spec.js';
import { openQueues, type Queues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';
import { DATA_EXPORTS_QUEUE, dataExportReactor, type DataExportJob } from './reactor.js';
import { dataExportProcessor } from './worker.js';

const now = new Date('2026-11-22T15:00:00Z');
const participant = demoUserId('participant');
const coordinator = demoUserId('coordinator');
const exportId = '7d0c1a52-6a4e-4b7e-9a57-2f1d2c3b4a01';

let queues: Queues;
let projector: Projector;
let worker: Worker<DataExportJob>;
const progressSeen = new Set<number>();

const app = useSeededApp({ now, prefix: 'wellway_export' });

beforeAll(async () => {
  queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
  const process = dataExportProcessor({ db: app.db, store: app.store, waiter: app.waiter, now: () => now });
  worker = queues.worker<DataExportJob>(DATA_EXPORTS_QUEUE, process, { concurrency: 2 });
  const reactor = dataExportReactor(reactionOutbox(queues.queue<DataExportJob>(DATA_EXPORTS_QUEUE)));
  projector = app.projector([...projections, reactor]);
});
afterAll(async () => {
  await projector?.stop();
  await queues?.close();
});

const request = (userId: string, id: string) =>
  handleCommand({
    store: app.store,
    stream: dataExportsStream(userId),
    decider: dataExports.dataExportsDecider,
    command: {
      type: 'RequestDataExport',
      exportId: id,
      userId,
      siteId: DEMO_SITE_ID,
      requestedAt: now.toISOString(),
      impersonatorId: null,
    },
    metadata: metadataFor({ actor: actorById(userId), siteId: DEMO_SITE_ID, correlationId: 'test' }),
  });

describe('data export worker (PostgreSQL and Redis)', () => {
  it("builds one ZIP of the person's data (data.json and entries.csv), reporting progress, and nobody else's", async () => {
    await logDay(app.store, participant, '2026-11-02', 4321);
    await logDay(app.store, participant, '2026-11-03', 8765);
    await logDay(app.store, coordinator, '2026-11-02', 9999); // someone else's day
    await handleCommand({
      store: app.store,
      stream: userBadgesStream(participant),
      decider: badges.userBadgesDecider,
      command: {
        type: 'AwardBadges',
        userId: participant,
        siteId: DEMO_SITE_ID,
        year: 2026,
        earnedOn: '2026-11-02',
        badges: [
          {
            badgeId: deterministicId('badge', 'demo', 'days_logged', '1'),
            siteId: DEMO_SITE_ID,
            name: 'First Day',
            category: 'days_logged',
            goal: 1,
            goal2: null,
            icon: 'first-day',
            sequence: 1,
          },
        ],
      },
      metadata: metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' }),
    });
    await request(participant, exportId);

    const watchProgress = eventually(
      async () => {
        const row = await app.db.selectFrom('data_export_progress').select('progress').where('export_id', '=', exportId).executeTakeFirst();
        if (row) progressSeen.add(row.progress);
        return row?.progress ?? 0;
      },
      (progress) => progress === 100,
    );
    const ready = await eventually(
      () => app.db.selectFrom('data_exports').selectAll().where('id', '=', exportId).executeTakeFirst(),
      (row) => row?.status === 'ready',
    );
    expect(ready).toMatchObject({ status: 'ready', ready_at: now, expires_at: new Date('2026-11-23T15:00:00Z') });
    expect(await watchProgress).toBe(100);
    expect([...progressSeen].every((value) => value >= 0 && value <= 100)).toBe(true);

    const stored = await app.db.selectFrom('data_export_archives').selectAll().where('export_id', '=', exportId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: participant, site_id: DEMO_SITE_ID, expires_at: new Date('2026-11-23T15:00:00Z') });
    const files = unzipSync(new Uint8Array(stored.archive));
    expect(Object.keys(files).sort()).toEqual(['data.json', 'entries.csv']);

    const json = strFromU8(files['data.json']!);
    const data = JSON.parse(json);
    expect(data).toMatchObject({ export_id: exportId, user_id: participant, site_id: DEMO_SITE_ID });
    expect(data.users).toMatchObject({ id: participant, email: demoEmail('participant'), first_name: 'Pat', last_name: 'Rivera' });
    expect(data.users).not.toHaveProperty('password_hash');
    expect(json).not.toContain('$argon2');
    expect(data.entries.map((entry: { recorded_on: string; exercise_steps: number }) => [entry.recorded_on, entry.exercise_steps])).toEqual(
      [
        ['2026-11-02', 4321],
        ['2026-11-03', 8765],
      ],
    );
    expect(data.stats.years).toEqual([expect.objectContaining({ year: 2026, days_logged: 2 })]);
    expect(data.badges).toEqual([expect.objectContaining({ badge_name: 'First Day', year: 2026 })]);
    expect(data.data_exports).toEqual([expect.objectContaining({ id: exportId, status: 'requested' })]);
    for (const section of ['notifications', 'content', 'locations', 'eligibility']) expect(data).toHaveProperty(section);
    // Nobody else's data.
    expect(json).not.toContain(coordinator);
    expect(json).not.toContain(demoEmail('coordinator'));
    expect(json).not.toContain('9999');

    const rows = parse(strFromU8(files['entries.csv']!), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.recorded_on, row.exercise_steps, row.manually_recorded])).toEqual([
      ['2026-11-02', '4321', 'yes'],
      ['2026-11-03', '8765', 'yes'],
    ]);

    // The person is told, with a link to the screen that downloads it.
    const notification = await eventually(
      () =>
        app.db.selectFrom('notifications').selectAll().where('user_id', '=', participant).where('key', '=', 'data_export_ready').execute(),
      (found) => found.length > 0,
    );
    expect(notification).toHaveLength(1);
    expect(notification[0]!.link).toBe('/settings/personal#data-export');
  });

  it('does nothing for a retried job once the export is done, and the sweep deletes only expired archives', async () => {
    const process = dataExportProcessor({ db: app.db, store: app.store, waiter: app.waiter, now: () => now });
    const retry = {
      data: { type: 'build', eventId: 'retry', exportId, userId: participant, siteId: DEMO_SITE_ID, position: '0' },
    } as Job<DataExportJob>;
    expect(await process(retry)).toEqual({ skipped: 'ended' });
    expect((await app.store.readStream(dataExportsStream(participant))).events.map((event) => event.type)).toEqual([
      'DataExportRequested',
      'DataExportCompleted',
    ]);

    const sweep = { data: { type: 'sweep', eventId: 'e' } } as Job<DataExportJob>;
    expect(await process(sweep)).toEqual({ swept: 0 });
    const later = dataExportProcessor({ db: app.db, store: app.store, waiter: app.waiter, now: () => new Date('2026-11-23T15:00:00Z') });
    expect(await later(sweep)).toEqual({ swept: 1 });
    expect(await app.db.selectFrom('data_export_archives').select('export_id').execute()).toEqual([]);
  });

  it('records the failure on the last attempt, so the person may ask again', async () => {
    await worker.close(); // this test runs the processor by hand
    const failing = '7d0c1a52-6a4e-4b7e-9a57-2f1d2c3b4a02';
    const asked = await request(participant, failing);
    const broken = dataExportProcessor({
      db: app.db,
      store: app.store,
      waiter: app.waiter,
      now: () => now,
      sections: [{ name: 'broken', projections: [], personalData: { export: () => Promise.reject(new Error('read model away')) } }],
    });
    const job = (attemptsMade: number) =>
      ({
        attemptsMade,
        opts: { attempts: 8 },
        data: {
          type: 'build',
          eventId: 'fail',
          exportId: failing,
          userId: participant,
          siteId: DEMO_SITE_ID,
          position: asked.position!.toString(),
        },
      }) as Job<DataExportJob>;
    await expect(broken(job(0))).rejects.toThrow('read model away');
    expect((await app.store.readStream(dataExportsStream(participant))).events.at(-1)?.type).toBe('DataExportRequested');
    await expect(broken(job(7))).rejects.toThrow('read model away');
    expect((await app.store.readStream(dataExportsStream(participant))).events.at(-1)).toMatchObject({
      type: 'DataExportFailed',
      data: { exportId: failing, userId: participant, siteId: DEMO_SITE_ID, failedAt: now.toISOString() },
    });
    const again = await request(participant, '7d0c1a52-6a4e-4b7e-9a57-2f1d2c3b4a03');
    expect(again.events.map((event) => event.type)).toEqual(['DataExportRequested']);
  });
});
