import { describe, expect, it } from 'vitest';
import {
  appendEvents,
  countedRows,
  countingProjection,
  createCountedTable,
  reach,
  recordingLogger,
  startTestProjector,
  useTestBed,
} from './fixtures.spec.js';
import { rebuildProjection } from './rebuild.js';

const bed = useTestBed();

describe('two projector instances', () => {
  it('run each projection in exactly one of them, and the other takes over when it stops', async () => {
    await createCountedTable(bed.db, 'shared');
    const a = startTestProjector(bed, {
      projections: [countingProjection({ name: 'shared', table: 'shared', instance: 'a' })],
    });
    await a.whenCaughtUp();
    const bLog = recordingLogger();
    const standby = startTestProjector(bed, {
      logger: bLog.logger,
      projections: [countingProjection({ name: 'shared', table: 'shared', instance: 'b' })],
    });
    try {
      await bLog.waitFor((entry) => entry.message === 'shared: another instance runs it; standing by');
      const whileA = await appendEvents(bed.store, 40, undefined, 4);
      await reach(bed, ['shared'], whileA.position);
      const rows = await countedRows(bed.db, 'shared');
      expect(rows.map((row) => row.event_id).sort()).toEqual([...whileA.ids].sort());
      expect(new Set(rows.map((row) => `${row.applied_by}×${row.times}`))).toEqual(new Set(['a×1']));

      await a.stop();
      const afterA = await appendEvents(bed.store, 20, undefined, 5);
      await reach(bed, ['shared'], afterA.position);
      const after = await countedRows(bed.db, 'shared');
      expect(after).toHaveLength(60);
      expect(after.every((row) => row.times === 1)).toBe(true);
      expect(after.filter((row) => afterA.ids.includes(row.event_id)).map((row) => row.applied_by)).toEqual(Array(20).fill('b'));

      await standby.stop();
      await rebuildProjection({ ...bed, projection: countingProjection({ name: 'shared', table: 'shared', instance: 'replay' }) });
      const replayed = await countedRows(bed.db, 'shared');
      expect(replayed.map(({ event_id, times }) => ({ event_id, times }))).toEqual(
        after.map(({ event_id, times }) => ({ event_id, times })),
      );
    } finally {
      await Promise.all([a.stop(), standby.stop()]);
    }
  });
});
