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
  startTestProjector,
  useTestBed,
} from './fixtures.spec.js';
import { rebuildProjection, RebuildInProgressError } from './rebuild.js';

const bed = useTestBed();

async function schemaExists(schema: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = ${schema}) AS found`.execute(
    bed.db,
  );
  return rows[0]?.found === true;
}

describe('rebuilding a projection', () => {
  it('builds shadow tables while the live table stays complete and current, then swaps them in', async () => {
    const projection = await countedTable(bed, 'rebuilt');
    const projector = startTestProjector(bed, { projections: [projection] });
    try {
      const first = await appendEvents(bed.store, 60);
      await reach(bed, ['rebuilt'], first.position);
      let liveBeforeSwap: Awaited<ReturnType<typeof countedRows>> = [];

      const result = await rebuildProjection({
        ...bed,
        projection,
        batchSize: 7,
        beforeSwap: async () => {
          expect((await countedRows(bed.db, 'rebuilt', 'rebuild_rebuilt')).map((row) => row.event_id).sort()).toEqual(
            [...first.ids].sort(),
          );
          await expect(rebuildProjection({ ...bed, projection })).rejects.toBeInstanceOf(RebuildInProgressError);
          const during = await appendEvents(bed.store, 15);
          await reach(bed, ['rebuilt'], during.position); // the live runner is not held up
          liveBeforeSwap = await countedRows(bed.db, 'rebuilt');
          expect(liveBeforeSwap.map((row) => row.event_id).sort()).toEqual([...first.ids, ...during.ids].sort());
          expect(await countedRows(bed.db, 'rebuilt', 'rebuild_rebuilt')).toHaveLength(60);
        },
      });

      expect(result.events).toBe((await eventsUpTo(bed.store, result.checkpoint)).length);
      expect(await countedRows(bed.db, 'rebuilt')).toEqual(liveBeforeSwap);
      expect(await schemaExists('rebuild_rebuilt')).toBe(false);
      expect(await loadCheckpoint(bed.db, 'rebuilt@rebuild')).toBeUndefined();
      expect((await loadCheckpoint(bed.db, 'rebuilt'))?.checkpoint).toBe(result.checkpoint);

      const after = await appendEvents(bed.store, 5);
      await reach(bed, ['rebuilt'], after.position);
      const rows = await countedRows(bed.db, 'rebuilt');
      expect(rows).toHaveLength(80);
      expect(rows.every((row) => row.times === 1)).toBe(true);
    } finally {
      await projector.stop();
    }
  });

  it('rebuilds automatically when the code carries a newer version, and older code then refuses to run', async () => {
    await createCountedTable(bed.db, 'versioned');
    const v1 = startTestProjector(bed, {
      projections: [countingProjection({ name: 'versioned', table: 'versioned', instance: 'v1' })],
    });
    const appended = await appendEvents(bed.store, 20);
    try {
      await reach(bed, ['versioned'], appended.position);
    } finally {
      await v1.stop();
    }
    const { logger, entries } = recordingLogger();
    const v2 = startTestProjector(bed, {
      logger,
      projections: [countingProjection({ name: 'versioned', table: 'versioned', version: 2, instance: 'v2' })],
    });
    try {
      await v2.whenCaughtUp();
    } finally {
      await v2.stop();
    }
    const stored = await loadCheckpoint(bed.db, 'versioned');
    expect(stored?.version).toBe(2);
    expect(entries.map((entry) => entry.message)).toContain('versioned: rebuilding');
    const rows = await countedRows(bed.db, 'versioned');
    expect(rows.map((row) => row.event_id)).toEqual(countedIds(await eventsUpTo(bed.store, stored?.checkpoint ?? null)));
    expect(new Set(rows.map((row) => `${row.applied_by}×${row.times}`))).toEqual(new Set(['v2×1']));

    // Older code still running somewhere must not write over the newer model.
    const old = recordingLogger();
    const v1Again = startTestProjector(bed, {
      logger: old.logger,
      projections: [countingProjection({ name: 'versioned', table: 'versioned', version: 1 })],
    });
    try {
      const refusal = await old.waitFor((entry) => entry.message === 'versioned: stopped, restarting');
      expect(String((refusal.fields as { error?: unknown }).error)).toContain('stored version 2 is newer');
    } finally {
      await v1Again.stop();
    }
    expect(await loadCheckpoint(bed.db, 'versioned')).toEqual(stored);
    expect(await countedRows(bed.db, 'versioned')).toEqual(rows);
  });

  it('drops the views derived from its live tables (a SQL report sandbox) and clears their schema’s mark, so their owner makes them again', async () => {
    const projection = await countedTable(bed, 'viewed');
    await appendEvents(bed.store, 3);
    await sql`CREATE SCHEMA derived`.execute(bed.db);
    await sql`COMMENT ON SCHEMA derived IS 'views of version 1'`.execute(bed.db);
    await sql`CREATE VIEW derived.counted AS SELECT event_id FROM public.viewed`.execute(bed.db);
    await sql`CREATE VIEW derived.counted_again AS SELECT event_id FROM derived.counted`.execute(bed.db);
    await sql`CREATE VIEW derived.unrelated AS SELECT 1 AS one`.execute(bed.db);

    const result = await rebuildProjection({ ...bed, projection });

    expect(await countedRows(bed.db, 'viewed')).toHaveLength((await eventsUpTo(bed.store, result.checkpoint)).length);
    const { rows: views } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.views
      WHERE table_schema = 'derived' ORDER BY table_name`.execute(bed.db);
    expect(views.map((view) => view.name)).toEqual(['unrelated']);
    const { rows: marks } = await sql<{
      mark: string | null;
    }>`SELECT obj_description('derived'::regnamespace, 'pg_namespace') AS mark`.execute(bed.db);
    expect(marks[0]?.mark).toBeNull();
  });

  it('refuses to swap when a view in public reads its live tables, naming it', async () => {
    const projection = await countedTable(bed, 'publicly_viewed');
    await appendEvents(bed.store, 2);
    await sql`CREATE VIEW public.publicly_viewed_ids AS SELECT event_id FROM public.publicly_viewed`.execute(bed.db);
    try {
      await expect(rebuildProjection({ ...bed, projection })).rejects.toThrow(
        'public.publicly_viewed_ids reads publicly_viewed: a view in public is never dropped by a rebuild; drop it first',
      );
      expect(await countedRows(bed.db, 'publicly_viewed')).toEqual([]);
    } finally {
      await sql`DROP VIEW public.publicly_viewed_ids`.execute(bed.db);
    }
  });
});
