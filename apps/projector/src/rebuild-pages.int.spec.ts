import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@wellway/event-store';
import { loadCheckpoint } from '@wellway/read-models/checkpoints';
import type { Projection } from '@wellway/read-models/projection';
import { appendEvents, countedRows, countedTable, eventsUpTo, useTestBed } from './fixtures.spec.js';
import { rebuildProjection } from './rebuild.js';

// Its own log: the counting projections count every Counted event of it.
const bed = useTestBed();

describe('rebuilding a projection whose pages are independent (ProjectionRebuild.independentPages)', () => {
  /**
   * The counting projection with a fast path that appends each page's events, `onPage` run first
   * (with the page's turn among the calls, 1, 2, …: pages side by side may call in either order).
   */
  const withPages = (projection: Projection, onPage: (turn: number, events: readonly StoredEvent[]) => Promise<void>): Projection => {
    let turn = 0;
    return {
      ...projection,
      rebuild: {
        independentPages: true,
        apply: async (trx, events) => {
          await onPage(++turn, events);
          await projection.apply(trx, events);
        },
        finish: async () => undefined,
      },
    };
  };

  it('writes the next page while the one before is still open, and commits them in log order', async () => {
    const projection = await countedTable(bed, 'overlapped');
    const appended = await appendEvents(bed.store, 30);
    let secondStarted!: () => void;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    // The first page to apply stays open until the second has begun: without the overlap this would never finish.
    const overlapping = withPages(projection, async (turn) => {
      if (turn === 1) await second;
      if (turn === 2) secondStarted();
    });
    const result = await rebuildProjection({ ...bed, projection: overlapping, batchSize: 10 });
    expect(result.events).toBe(30);
    const rows = await countedRows(bed.db, 'overlapped');
    expect(rows.map((row) => row.event_id)).toEqual([...appended.ids].sort());
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });

  it('keeps the shadow checkpoint before a page that failed, and resumes from it, every event once', async () => {
    const projection = await countedTable(bed, 'resumed');
    const appended = await appendEvents(bed.store, 40);
    const log = await eventsUpTo(bed.store, (await bed.store.readAll({ after: null, limit: 1_000 })).at(-1)?.checkpoint ?? null);
    expect(log.at(-1)?.position).toBe(appended.position);
    // The page is told by its events, not by its turn: page 4 may reach `apply` before page 3 does.
    const failing = withPages(projection, async (_turn, events) => {
      if (events.some((event) => event.position === log[20]?.position)) throw new Error('page 3 failed');
    });
    await expect(rebuildProjection({ ...bed, projection: failing, batchSize: 10 })).rejects.toThrow('page 3 failed');
    // Pages 1 and 2 committed; page 3 failed, and page 4, begun beside it, was rolled back.
    expect(await countedRows(bed.db, 'resumed', 'rebuild_resumed')).toHaveLength(20);
    expect((await loadCheckpoint(bed.db, 'resumed@rebuild'))?.checkpoint).toBe(log[19]?.checkpoint);

    const result = await rebuildProjection({ ...bed, projection: withPages(projection, async () => undefined), batchSize: 10 });
    expect(result.events).toBe(log.length - 20);
    const rows = await countedRows(bed.db, 'resumed');
    expect(rows).toHaveLength(log.length);
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });

  it('starts over after a finish that failed, and resumes a finished shadow whose swap failed', async () => {
    const projection = await countedTable(bed, 'finishing');
    await appendEvents(bed.store, 30);
    const finishing = (fails: boolean): Projection => ({
      ...projection,
      rebuild: {
        apply: (trx, events) => projection.apply(trx, events).then(() => undefined),
        // A step commits, then one of two side by side fails (the other still settles).
        finish: async ({ step, sideBySide }) => {
          await step(async () => undefined);
          await sideBySide([
            async () => undefined,
            async () => {
              if (fails) throw new Error('finish failed');
            },
          ]);
        },
      },
    });
    await expect(rebuildProjection({ ...bed, projection: finishing(true), batchSize: 10 })).rejects.toThrow('finish failed');
    expect(await loadCheckpoint(bed.db, 'finishing@rebuild')).toBeUndefined();

    const swapFails = async () => {
      throw new Error('swap failed');
    };
    const failedSwap = rebuildProjection({ ...bed, projection: finishing(false), batchSize: 10, beforeSwap: swapFails });
    await expect(failedSwap).rejects.toThrow('swap failed');
    expect((await loadCheckpoint(bed.db, 'finishing@rebuild'))?.position).toBe(
      (await bed.store.readAll({ after: null, limit: 1_000 })).at(-1)?.position,
    );

    const appended = await appendEvents(bed.store, 5);
    const result = await rebuildProjection({ ...bed, projection: finishing(false), batchSize: 10 });
    expect(result.events).toBe(5);
    const rows = await countedRows(bed.db, 'finishing');
    expect(rows.map((row) => row.event_id)).toEqual(expect.arrayContaining(appended.ids));
    expect(rows).toHaveLength((await bed.store.readAll({ after: null, limit: 1_000 })).length);
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });
});
