import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryIdFor, entryStream, type EntryEventData } from '@wellway/domain';
import type { NewEvent } from '@wellway/event-store';
import { reportingProjection } from '@wellway/read-models';
import { deleteCheckpoint, loadCheckpoint } from '@wellway/read-models/checkpoints';
import { snapshot } from '@wellway/read-models/testing/fixtures';
import { eventsUpTo, openTestBed, type TestBed } from './fixtures.spec.js';
import { rebuildProjection } from './rebuild.js';
import { replayInThreads, type RebuildThreads } from './replay-threads.js';
import { enterShadow, openShadow, shadowOf } from './shadow.js';

let bed: TestBed;
let threads: RebuildThreads;

beforeAll(async () => {
  bed = await openTestBed('all');
  threads = { databaseUrl: bed.database.url, count: 2 };
});

afterAll(async () => {
  await bed?.close();
});

/** `count` participant-days logged through the store, every third changed afterwards: the log's events. */
async function logDays(count: number, people: string): Promise<number> {
  const written: { stream: string; data: EntryEventData }[] = [];
  for (let day = 0; day < count; day++) {
    const user = `${people}-${day % 4}`;
    const on = new Date(Date.UTC(2026, 2, 1 + Math.floor(day / 4))).toISOString().slice(0, 10);
    const entryId = entryIdFor(user, on);
    const data: EntryEventData = {
      entryId,
      userId: user,
      siteId: 'site-acme',
      recordedOn: on,
      exerciseSteps: 1_000 + day,
      exerciseMinutes: day % 50,
      activities: [],
      manuallyRecorded: true,
    };
    written.push({ stream: entryStream(entryId), data });
  }
  const event = (type: string, data: EntryEventData): NewEvent => ({
    id: randomUUID(),
    type,
    data,
    metadata: { actorId: data.userId, siteId: 'site-acme', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  });
  for (const { stream, data } of written) await bed.store.append(stream, [event('EntryLogged', data)], { expectedRevision: 'no_stream' });
  const changed = written.filter((_, index) => index % 3 === 0);
  for (const { stream, data } of changed) {
    await bed.store.append(stream, [event('EntryChanged', { ...data, exerciseSteps: data.exerciseSteps * 2 })], { expectedRevision: 0n });
  }
  return written.length + changed.length;
}

const reportingTables = () => snapshot(bed.db, reportingProjection);

describe('rebuilding on threads (RebuildOptions.threads)', () => {
  it('replays the full pages on threads and the rest here, into the tables a replay on this thread builds', async () => {
    const events = await logDays(30, 'first'); // 40 events: 5 full pages of 7 on threads, the last 5 here
    const onThisThread = await rebuildProjection({ ...bed, projection: reportingProjection, batchSize: 7 });
    const expected = await reportingTables();
    expect(expected.report_days).toHaveLength(30);

    const result = await rebuildProjection({ ...bed, projection: reportingProjection, batchSize: 7, threads });
    expect(result.events).toBe(events);
    expect(result.checkpoint).toBe(onThisThread.checkpoint);
    expect(await reportingTables()).toEqual(expected);
  });

  it('commits whole pages on threads, in log order, and leaves the partial page to the caller; a page that fails fails it', async () => {
    const log = await eventsUpTo(bed.store, (await bed.store.readAll({ after: null, limit: 1_000 })).at(-1)?.checkpoint ?? null);
    const shadow = await openShadow(bed.db, reportingProjection);
    const pages: number[] = [];
    const thread = { projection: 'reporting', version: reportingProjection.version, ...shadowOf(reportingProjection), limit: 6 };
    const start = { checkpoint: null, position: null, events: 0 };
    const signal = new AbortController().signal;
    const replay = () => replayInThreads({ store: bed.store, threads, thread, signal, committed: (events) => pages.push(events) }, start);
    // Before `prepare`, no scratch table: every page fails, and nothing is committed.
    await expect(replay()).rejects.toThrow(/relation "report_\w+_replayed" does not exist/);
    expect(pages).toEqual([]);
    expect(await loadCheckpoint(bed.db, shadow.checkpointName)).toMatchObject({ checkpoint: null });

    await bed.db.transaction().execute(async (trx) => {
      await enterShadow(trx, shadow.schema, { durable: false });
      await reportingProjection.rebuild?.prepare?.(trx);
    });
    const cursor = await replay();

    const whole = Math.floor(log.length / 6) * 6; // 36 of the first test's 40
    expect(cursor).toEqual({ checkpoint: log[whole - 1]?.checkpoint, position: log[whole - 1]?.position, events: whole });
    expect(pages).toEqual(Array.from({ length: whole / 6 }, () => 6));
    expect(await loadCheckpoint(bed.db, shadow.checkpointName)).toMatchObject({ checkpoint: cursor.checkpoint });
    const { rows } = await sql<{ changes: number }>`select count(*)::int as changes from rebuild_reporting.report_days_replayed`.execute(
      bed.db,
    );
    expect(rows[0]?.changes).toBeGreaterThan(0);
    await sql`drop schema rebuild_reporting cascade`.execute(bed.db);
    await deleteCheckpoint(bed.db, shadow.checkpointName);
  });

  it('stops its threads when the rebuild is aborted, keeps the checkpoint of the last page committed in order, and resumes from it', async () => {
    await logDays(200, 'second');
    const onThisThread = await rebuildProjection({ ...bed, projection: reportingProjection, batchSize: 5 });
    const log = await eventsUpTo(bed.store, onThisThread.checkpoint);
    const expected = await reportingTables();

    // Aborted once a page has committed: its threads still hold others, open or reading.
    const stopping = new AbortController();
    const rebuild = rebuildProjection({
      ...bed,
      projection: reportingProjection,
      batchSize: 5,
      threads,
      signal: stopping.signal,
      beforeSwap: async () => {
        throw new Error('the rebuild should have stopped before the swap');
      },
    });
    const watching = setInterval(() => {
      void loadCheckpoint(bed.db, 'reporting@rebuild').then((at) => {
        if (typeof at?.position === 'bigint') stopping.abort(new Error('stopped by the test'));
      });
    }, 5);
    await expect(rebuild).rejects.toThrow('stopped by the test');
    clearInterval(watching);
    const stopped = await loadCheckpoint(bed.db, 'reporting@rebuild');
    const at = log.findIndex((event) => event.checkpoint === stopped?.checkpoint);
    expect(at).toBeGreaterThan(-1);
    expect((at + 1) % 5).toBe(0); // a page's end: pages commit whole, in log order

    const resumed = await rebuildProjection({ ...bed, projection: reportingProjection, batchSize: 5, threads });
    expect(resumed.events).toBe(log.length - (at + 1));
    expect(await reportingTables()).toEqual(expected);
  });
});
