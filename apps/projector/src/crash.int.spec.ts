import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCheckpoint } from '@wellway/read-models/checkpoints';
import {
  appendEvents,
  countedIds,
  countedRows,
  countedTable,
  countingProjection,
  createCountedTable,
  eventsUpTo,
  reach,
  recordingLogger,
  registerAtStart,
  replayed,
  startTestProjector,
  untilReadable,
  useTestBed,
} from './fixtures.spec.js';
import { rebuildProjection } from './rebuild.js';

const bed = useTestBed();

describe('a projector killed mid-batch', () => {
  it('loses nothing and applies nothing twice when its connection dies between apply and commit', async () => {
    await createCountedTable(bed.db, 'severed');
    await registerAtStart(bed, 'severed');
    let killed = 0;
    const projection = countingProjection({
      name: 'severed',
      table: 'severed',
      afterWrite: async (trx) => {
        if (killed++ > 0) return;
        await sql`SELECT pg_terminate_backend(pg_backend_pid())`.execute(trx);
      },
    });
    const appended = await appendEvents(bed.store, 30);
    const { logger, entries } = recordingLogger();
    const projector = startTestProjector(bed, { logger, projections: [projection], batchSize: 10 });
    try {
      await reach(bed, ['severed'], appended.position);
    } finally {
      await projector.stop();
    }
    // A severed connection is an outage: said once, and once more when the retried batch commits.
    expect(entries.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^database unreachable \(/), expect.stringMatching(/^database reachable again after/)]),
    );
    const rows = await countedRows(bed.db, 'severed');
    expect(rows.map((row) => row.event_id).sort()).toEqual([...appended.ids].sort());
    expect(rows.every((row) => row.times === 1)).toBe(true);

    const { after } = await replayed(bed, countingProjection({ name: 'severed', table: 'severed' }));
    expect(after).toEqual(rows);
  });

  it('writes rows and checkpoint in one transaction: a failing checkpoint write undoes the batch', async () => {
    await createCountedTable(bed.db, 'atomic');
    await registerAtStart(bed, 'atomic');
    // A sequence, because nextval survives the rollback that the failure causes.
    await sql`CREATE SEQUENCE fail_once`.execute(bed.db);
    await sql`CREATE FUNCTION fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.name = 'atomic' AND nextval('fail_once') = 1 THEN RAISE EXCEPTION 'checkpoint write failed'; END IF;
        RETURN NEW;
      END $$`.execute(bed.db);
    await sql`CREATE TRIGGER fail_once BEFORE UPDATE ON projection_checkpoints FOR EACH ROW EXECUTE FUNCTION fail_once()`.execute(bed.db);
    const appended = await appendEvents(bed.store, 20);
    const projection = countingProjection({ name: 'atomic', table: 'atomic' });
    const { logger, entries } = recordingLogger();
    const projector = startTestProjector(bed, { logger, projections: [projection], batchSize: 10 });
    try {
      await reach(bed, ['atomic'], appended.position);
    } finally {
      await projector.stop();
      await sql`DROP TRIGGER fail_once ON projection_checkpoints`.execute(bed.db);
    }
    expect(entries.some((entry) => entry.message === 'atomic: batch failed, will retry')).toBe(true);
    const rows = await countedRows(bed.db, 'atomic');
    expect(rows.map((row) => row.event_id)).toEqual(expect.arrayContaining(appended.ids));
    expect(rows.every((row) => row.times === 1)).toBe(true);
    const { after } = await replayed(bed, projection);
    expect(after).toEqual(rows);
  });

  it('resumes in a new instance from the last committed batch after being stopped inside apply', async () => {
    await createCountedTable(bed.db, 'stopped');
    await registerAtStart(bed, 'stopped');
    const appended = await appendEvents(bed.store, 50);
    const kill = new AbortController();
    let batches = 0;
    const dying = countingProjection({
      name: 'stopped',
      table: 'stopped',
      afterWrite: async () => {
        if (++batches < 2) return;
        kill.abort();
        throw new Error('process killed');
      },
    });
    const first = startTestProjector(bed, { projections: [dying], batchSize: 10, signal: kill.signal });
    await first.done;
    const firstBatch = await countedRows(bed.db, 'stopped');
    const stored = await loadCheckpoint(bed.db, 'stopped');
    expect(firstBatch).toHaveLength(10);
    expect(firstBatch.map((row) => row.event_id)).toEqual(countedIds(await eventsUpTo(bed.store, stored?.checkpoint ?? null)));

    const projection = countingProjection({ name: 'stopped', table: 'stopped' });
    const second = startTestProjector(bed, { projections: [projection], batchSize: 10 });
    try {
      await reach(bed, ['stopped'], appended.position);
    } finally {
      await second.stop();
    }
    const rows = await countedRows(bed.db, 'stopped');
    const log = await eventsUpTo(bed.store, (await loadCheckpoint(bed.db, 'stopped'))?.checkpoint ?? null);
    expect(rows.map((row) => row.event_id)).toEqual(countedIds(log));
    expect(rows.map((row) => row.event_id)).toEqual(expect.arrayContaining(appended.ids));
    expect(rows.every((row) => row.times === 1)).toBe(true);

    const { after } = await replayed(bed, projection);
    expect(after).toEqual(rows);
  });

  it('resumes an interrupted rebuild from its shadow checkpoint, leaving the live table alone meanwhile', async () => {
    const projection = await countedTable(bed, 'resumed');
    const appended = await appendEvents(bed.store, 40);
    await untilReadable(bed.store, appended.position);
    let pages = 0;
    const crashing = countingProjection({
      name: 'resumed',
      table: 'resumed',
      afterWrite: async () => {
        if (++pages === 3) throw new Error('rebuild killed');
      },
    });
    await expect(rebuildProjection({ ...bed, projection: crashing, batchSize: 10 })).rejects.toThrow('rebuild killed');
    expect(await countedRows(bed.db, 'resumed')).toEqual([]);
    expect(await countedRows(bed.db, 'resumed', 'rebuild_resumed')).toHaveLength(2 * 10);

    const resumed = await rebuildProjection({ ...bed, projection, batchSize: 10 });
    const log = await eventsUpTo(bed.store, resumed.checkpoint);
    expect(resumed.events).toBe(log.length - 2 * 10);
    const rows = await countedRows(bed.db, 'resumed');
    expect(rows.map((row) => row.event_id)).toEqual(countedIds(log));
    expect(rows.map((row) => row.event_id)).toEqual(expect.arrayContaining(appended.ids));
    expect(rows.every((row) => row.times === 1)).toBe(true);
    expect(await loadCheckpoint(bed.db, 'resumed@rebuild')).toBeUndefined();

    const { after } = await replayed(bed, projection);
    expect(after).toEqual(rows);
  });

  it('starts an interrupted rebuild over after a server restart (crash recovery empties unlogged scratch tables)', async () => {
    const projection = await countedTable(bed, 'restarted');
    const appended = await appendEvents(bed.store, 30);
    await untilReadable(bed.store, appended.position);
    let pages = 0;
    const crashing = countingProjection({
      name: 'restarted',
      table: 'restarted',
      afterWrite: async () => {
        if (++pages === 2) throw new Error('rebuild killed');
      },
    });
    await expect(rebuildProjection({ ...bed, projection: crashing, batchSize: 10 })).rejects.toThrow('rebuild killed');
    // As if the server had restarted since: the shadow names another server run.
    await sql`COMMENT ON SCHEMA rebuild_restarted IS 'server run 2000-01-01 00:00:00+00'`.execute(bed.db);

    const rebuilt = await rebuildProjection({ ...bed, projection, batchSize: 10 });
    const log = await eventsUpTo(bed.store, rebuilt.checkpoint);
    expect(rebuilt.events).toBe(log.length);
    const rows = await countedRows(bed.db, 'restarted');
    expect(rows.map((row) => row.event_id)).toEqual(countedIds(log));
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });
});
