import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '@wellway/event-store';
import { CheckpointMovedError, loadCheckpoint, setCheckpoint } from '@wellway/read-models/checkpoints';
import { PROJECTION_CHANNEL } from '@wellway/read-models/position-waiter';
import {
  appendEvents,
  countedRows,
  countedTable,
  countingProjection,
  createCountedTable,
  IGNORED,
  reach,
  registerAtStart,
  startTestProjector,
  untilReadable,
  useTestBed,
} from './fixtures.spec.js';
import { commitBatch } from './batch.js';
import { lockKey } from './locks.js';
import { waitForPosition } from './wait.js';

const bed = useTestBed();

/** Every projection notice (one per committed batch) per projection name, as it arrives. */
async function countNotices(): Promise<{ of(name: string): number; close(): Promise<void> }> {
  const client = new pg.Client(bed.pool.options);
  const counts = new Map<string, number>();
  client.on('notification', ({ payload }) => {
    const { projection } = JSON.parse(payload ?? '{}') as { projection?: string };
    if (projection) counts.set(projection, (counts.get(projection) ?? 0) + 1);
  });
  await client.connect();
  await client.query(`LISTEN ${PROJECTION_CHANNEL}`);
  return { of: (name) => counts.get(name) ?? 0, close: () => client.end() };
}

/** The store, counting the subscriptions and readAll pages asked of it. */
function countingStore(store: EventStore) {
  const calls = { subscribeAll: 0, readAll: 0 };
  const counted: EventStore = {
    ...store,
    subscribeAll: (options) => {
      calls.subscribeAll++;
      return store.subscribeAll(options);
    },
    readAll: (options) => {
      calls.readAll++;
      return store.readAll(options);
    },
  };
  return { store: counted, calls };
}

describe('the projector following the log', () => {
  it('moves the checkpoint past batches it does not read together with its next batch, or after coalesceMs', async () => {
    const projection = await countedTable(bed, 'coalesced');
    await registerAtStart(bed, 'coalesced');
    const notices = await countNotices();
    const projector = startTestProjector(bed, {
      projections: [projection],
      batchSize: 2,
      coalesceMs: 60_000,
    });
    try {
      await reach(bed, ['coalesced'], (await appendEvents(bed.store, 1)).position);
      const before = notices.of('coalesced');
      const ignored = await appendEvents(bed.store, 9, IGNORED, 1);
      expect(await waitForPosition(bed.db, bed.store, ['coalesced'], ignored.position, 300, bed.pool)).toBe(false);
      const counted = await appendEvents(bed.store, 1);
      await reach(bed, ['coalesced'], counted.position);
      expect(notices.of('coalesced') - before).toBe(1); // one transaction moved it past all ten
      expect((await countedRows(bed.db, 'coalesced')).map((row) => row.event_id)).toContain(counted.ids[0]);
    } finally {
      await projector.stop();
    }

    const quick = startTestProjector(bed, { projections: [projection], batchSize: 2, coalesceMs: 20 });
    try {
      const ignored = await appendEvents(bed.store, 6, IGNORED, 1);
      await reach(bed, ['coalesced'], ignored.position);
      expect((await loadCheckpoint(bed.db, 'coalesced'))?.position).toBe(ignored.position);
    } finally {
      await quick.stop();
      await notices.close();
    }
  });

  it('moves past a batch it does not read in one statement: checkpoint, notice, and a refusal when the checkpoint moved', async () => {
    const name = 'empty_move';
    const consumer = {
      name,
      version: 1,
      apply: () => Promise.reject(new Error('not called for an empty batch')),
    };
    const appended = await appendEvents(bed.store, 2, IGNORED, 1);
    await untilReadable(bed.store, appended.position);
    const log = await bed.store.readAll({ after: null, limit: 100_000 });
    const [from, ignored] = log.filter((event) => appended.ids.includes(event.id));
    if (!from || !ignored) throw new Error('the appended events are not readable');
    await setCheckpoint(bed.db, { name, version: 1, checkpoint: from.checkpoint, position: from.position });
    const notices = await countNotices();
    try {
      await expect(commitBatch(bed.db, consumer, from.checkpoint, ignored, [])).resolves.toBe(ignored.checkpoint);
      expect(await loadCheckpoint(bed.db, name)).toMatchObject({ checkpoint: ignored.checkpoint, position: ignored.position, version: 1 });
      await reach(bed, [name], ignored.position);
      await expect(commitBatch(bed.db, consumer, from.checkpoint, ignored, [])).rejects.toBeInstanceOf(CheckpointMovedError);
      expect((await loadCheckpoint(bed.db, name))?.checkpoint).toBe(ignored.checkpoint);
      expect(notices.of(name)).toBe(1);
    } finally {
      await notices.close();
    }
  });

  it('serves all its projections from one subscription; one that starts behind reads for itself until it catches up', async () => {
    const names = ['shared_a', 'shared_b', 'shared_late'];
    for (const name of names) {
      await createCountedTable(bed.db, name);
      await registerAtStart(bed, name); // no rebuild: live from the start
    }
    // Another session runs shared_late for now: this projector stands by for it.
    const elsewhere = new pg.Client(bed.pool.options);
    await elsewhere.connect();
    await elsewhere.query('SELECT pg_advisory_lock($1::bigint)', [lockKey('projection', 'shared_late')]);
    const { store, calls } = countingStore(bed.store);
    const projector = startTestProjector(bed, {
      store,
      projections: names.map((name) => countingProjection({ name, table: name })),
      batchSize: 5,
      tailWindowSize: 6,
    });
    try {
      const appended = await appendEvents(bed.store, 60, undefined, 3);
      await reach(bed, ['shared_a', 'shared_b'], appended.position);
      const readsBefore = calls.readAll;
      await elsewhere.end();
      await reach(bed, names, appended.position);
      expect(calls.subscribeAll).toBe(1);
      expect(calls.readAll).toBeGreaterThan(readsBefore); // behind the tail's window: read for itself
      const [a, ...others] = await Promise.all(names.map((name) => countedRows(bed.db, name)));
      expect(a?.map((row) => row.event_id)).toEqual(expect.arrayContaining(appended.ids));
      for (const rows of [a, ...others]) {
        expect(rows?.map(({ event_id, times }) => ({ event_id, times }))).toEqual(a?.map(({ event_id }) => ({ event_id, times: 1 })));
      }
      const later = await appendEvents(bed.store, 10, undefined, 2);
      const readsCaughtUp = calls.readAll;
      await reach(bed, names, later.position);
      expect(calls.readAll).toBe(readsCaughtUp); // caught up: served by the tail again
    } finally {
      await elsewhere.end().catch(() => undefined);
      await projector.stop();
    }
  });

  it('commits live batches without waiting for the WAL flush', async () => {
    await createCountedTable(bed.db, 'async_commit');
    const settings: string[] = [];
    const projection = countingProjection({
      name: 'async_commit',
      table: 'async_commit',
      afterWrite: async (trx) => {
        const { rows } = await sql<{ value: string }>`SELECT current_setting('synchronous_commit') AS value`.execute(trx);
        settings.push(rows[0]?.value ?? '?');
      },
    });
    await registerAtStart(bed, 'async_commit');
    const projector = startTestProjector(bed, { projections: [projection] });
    try {
      await reach(bed, ['async_commit'], (await appendEvents(bed.store, 3)).position);
    } finally {
      await projector.stop();
    }
    expect(new Set(settings)).toEqual(new Set(['off']));
    const { rows } = await sql<{ value: string }>`SELECT current_setting('synchronous_commit') AS value`.execute(bed.db);
    expect(rows[0]?.value).toBe('on'); // SET LOCAL: the pooled connection is back to the default
  });
});
