import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCheckpoint, setCheckpoint } from '@wellway/read-models/checkpoints';
import {
  appendEvents,
  countedRows,
  countedTable,
  countingProjection,
  createCountedTable,
  IGNORED,
  type LogEntry,
  reach,
  recordingLogger,
  replayed,
  startTestProjector,
  useTestBed,
} from './fixtures.spec.js';
import { lockBatches } from './locks.js';
import { waitForPosition } from './wait.js';

const bed = useTestBed();

describe('projector runner', () => {
  it('catches up on the log, then follows it live, and a replay gives the same rows', async () => {
    const projection = await countedTable(bed, 'caught');
    const before = await appendEvents(bed.store, 25);
    const projector = startTestProjector(bed, { projections: [projection] });
    try {
      await reach(bed, ['caught'], before.position);
      const live = await appendEvents(bed.store, 7);
      await reach(bed, ['caught'], live.position);

      const rows = await countedRows(bed.db, 'caught');
      expect(rows.map((row) => row.event_id).sort()).toEqual([...before.ids, ...live.ids].sort());
      expect(rows.every((row) => row.times === 1)).toBe(true);

      const { after } = await replayed(bed, projection);
      expect(after).toEqual(rows);
    } finally {
      await projector.stop();
    }
  });

  it('moves the checkpoint past events it does not read', async () => {
    const projection = await countedTable(bed, 'filtered');
    const projector = startTestProjector(bed, { projections: [projection] });
    try {
      await projector.whenCaughtUp();
      const counted = await countedRows(bed.db, 'filtered');
      const ignored = await appendEvents(bed.store, 5, IGNORED);
      await reach(bed, ['filtered'], ignored.position);
      expect(await countedRows(bed.db, 'filtered')).toEqual(counted);
      const { before, after } = await replayed(bed, projection);
      expect(after).toEqual(before);
    } finally {
      await projector.stop();
    }
  });

  it('replays from the start after a reset of its checkpoint, with identical rows', async () => {
    const projection = await countedTable(bed, 'reset');
    const projector = startTestProjector(bed, { projections: [projection] });
    try {
      const first = await appendEvents(bed.store, 12);
      await reach(bed, ['reset'], first.position);
      const rows = await countedRows(bed.db, 'reset');

      await bed.db.transaction().execute(async (trx) => {
        await lockBatches(trx, 'reset');
        await sql`TRUNCATE reset`.execute(trx);
        await setCheckpoint(trx, { name: 'reset', version: 1, checkpoint: null, position: null });
      });
      const next = await appendEvents(bed.store, 1);
      await reach(bed, ['reset'], next.position);

      const replayed = await countedRows(bed.db, 'reset');
      expect(replayed.filter((row) => !next.ids.includes(row.event_id))).toEqual(rows);
      expect(replayed.every((row) => row.times === 1)).toBe(true);
    } finally {
      await projector.stop();
    }
  });

  it('retries a failing batch with backoff, logs it, and never moves the checkpoint past it', async () => {
    await createCountedTable(bed.db, 'flaky');
    let failing = false;
    const projection = countingProjection({
      name: 'flaky',
      table: 'flaky',
      afterWrite: async () => {
        if (failing) throw new Error('read model unavailable');
      },
    });
    const { logger, waitFor } = recordingLogger();
    const projector = startTestProjector(bed, { logger, projections: [projection] });
    try {
      await projector.whenCaughtUp();
      const stuckAt = await loadCheckpoint(bed.db, 'flaky');
      const before = await countedRows(bed.db, 'flaky');
      failing = true;
      const appended = await appendEvents(bed.store, 3);
      const thirdFailure = (entry: LogEntry) =>
        entry.message === 'flaky: batch failed, will retry' && (entry.fields as { attempt?: number }).attempt === 3;
      await waitFor(thirdFailure);
      expect(await loadCheckpoint(bed.db, 'flaky')).toEqual(stuckAt);
      expect(await countedRows(bed.db, 'flaky')).toEqual(before);

      failing = false;
      await reach(bed, ['flaky'], appended.position);
      const rows = await countedRows(bed.db, 'flaky');
      expect(rows.map((row) => row.event_id)).toEqual(expect.arrayContaining(appended.ids));
      expect(rows).toHaveLength(before.length + 3);
      expect(rows.every((row) => row.times === 1)).toBe(true);
      const { before: live, after } = await replayed(bed, countingProjection({ name: 'flaky', table: 'flaky' }));
      expect(after).toEqual(live);
    } finally {
      await projector.stop();
    }
  });
});

describe('waitForPosition', () => {
  it('answers true once the projection has the position, false when it does not get there in time', async () => {
    const projection = await countedTable(bed, 'awaited');
    const appended = await appendEvents(bed.store, 4);
    expect(await waitForPosition(bed.db, bed.store, ['awaited'], appended.position, 100, bed.pool)).toBe(false);
    const projector = startTestProjector(bed, { projections: [projection] });
    try {
      const waiting = waitForPosition(bed.db, bed.store, ['awaited'], appended.position, 20_000, bed.pool);
      expect(await waiting).toBe(true);
      const ids = (await countedRows(bed.db, 'awaited')).map((row) => row.event_id);
      expect(ids).toEqual(expect.arrayContaining(appended.ids));
      const later = await appendEvents(bed.store, 1);
      expect(await waitForPosition(bed.db, bed.store, ['awaited'], later.position, 20_000, bed.pool)).toBe(true);
      const { before, after } = await replayed(bed, projection);
      expect(after).toEqual(before);
    } finally {
      await projector.stop();
    }
    const beyond = await appendEvents(bed.store, 1);
    expect(await waitForPosition(bed.db, bed.store, ['awaited'], beyond.position, 150, bed.pool)).toBe(false);
  });
});
