// Shared by the projector's *.int.spec.ts files. Named *.spec.ts so the build leaves it out; holds no tests.
import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createEventStore, type Checkpoint, type EventStore, type NewEvent, type StoredEvent } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, readModelTypes, type Database, type Projection } from '@wellway/read-models';
import { checkpointsMigration, setCheckpoint } from '@wellway/read-models/checkpoints';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { guardPool } from './environment.js';
import type { Logger } from './logger.js';
import { rebuildProjection } from './rebuild.js';
import { startProjector, type Projector, type ProjectorOptions } from './runner.js';
import { waitForPosition } from './wait.js';

const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface TestBed {
  readonly database: TestDatabase;
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/** A fresh database holding the event store and the checkpoint table (`all`: every read model's tables). */
export async function openTestBed(readModels: 'checkpoints' | 'all' = 'checkpoints'): Promise<TestBed> {
  const database = await createTestDatabase('wellway_projector');
  const storePool = guardPool(new pg.Pool({ connectionString: database.url, max: 5 }), silentLogger);
  const store = await createEventStore({ pool: storePool });
  const pool = guardPool(new pg.Pool({ connectionString: database.url, types: readModelTypes, max: 5 }), silentLogger);
  const db = createReadModelDb(pool);
  await (readModels === 'all' ? migrateReadModels(db) : checkpointsMigration.up(db));
  return {
    database,
    store,
    db,
    pool,
    async close() {
      await store.close();
      await Promise.all([storePool.end(), db.destroy()]);
      await database.drop();
    },
  };
}

/** The file's test bed: opened before its first test, closed after its last. */
export function useTestBed(): TestBed {
  const bed = {} as TestBed; // filled in by beforeAll, before any test reads it
  beforeAll(async () => {
    Object.assign(bed, await openTestBed());
  });
  afterAll(async () => {
    await bed.close?.();
  });
  return bed;
}

export const COUNTED = 'Counted';
export const IGNORED = 'Ignored';

export interface CountedRow {
  readonly event_id: string;
  readonly stream: string;
  readonly times: number;
  readonly applied_by: string;
}

export interface CountingOptions {
  readonly name?: string;
  readonly table?: string;
  readonly version?: number;
  /** Written into each row, to tell runner instances apart. */
  readonly instance?: string;
  /** Runs inside the transaction after the rows are written, before the checkpoint commits. */
  readonly afterWrite?: (trx: Parameters<Projection['apply']>[0], events: readonly StoredEvent[]) => Promise<void>;
}

/** One row per Counted event; applying an event twice shows as `times = 2`. */
export function countingProjection(options: CountingOptions = {}): Projection {
  const table = options.table ?? 'counted';
  return {
    name: options.name ?? 'counting',
    version: options.version ?? 1,
    tables: [table],
    eventTypes: [COUNTED],
    async apply(trx, events) {
      // Unqualified table name: during a rebuild it resolves to the shadow schema.
      await sql`INSERT INTO ${sql.table(table)} (event_id, stream, applied_by)
        SELECT event_id, stream, ${options.instance ?? 'test'} FROM unnest(${events.map((e) => e.id)}::text[],
          ${events.map((e) => e.streamName)}::text[]) AS t(event_id, stream)
        ON CONFLICT (event_id) DO UPDATE SET times = ${sql.table(table)}.times + 1`.execute(trx);
      await options.afterWrite?.(trx, events);
      return { userIds: [...new Set(events.map((e) => e.streamName))] };
    },
  };
}

export async function createCountedTable(db: Kysely<Database>, table = 'counted'): Promise<void> {
  await sql`CREATE TABLE ${sql.table(table)} (
    event_id text PRIMARY KEY, stream text NOT NULL, times int NOT NULL DEFAULT 1, applied_by text NOT NULL)`.execute(db);
  await sql`CREATE INDEX ${sql.id(`${table}_stream`)} ON ${sql.table(table)} (stream)`.execute(db);
}

/** A counted table named `name` and the counting projection of the same name that fills it. */
export async function countedTable(bed: TestBed, name: string, options: Omit<CountingOptions, 'name' | 'table'> = {}): Promise<Projection> {
  await createCountedTable(bed.db, name);
  return countingProjection({ name, table: name, ...options });
}

/** A stored checkpoint at the start, so the projector catches up batch by batch instead of rebuilding. */
export async function registerAtStart(bed: TestBed, name: string): Promise<void> {
  await setCheckpoint(bed.db, { name, version: 1, checkpoint: null, position: null });
}

export async function countedRows(db: Kysely<Database>, table = 'counted', schema = 'public'): Promise<CountedRow[]> {
  const { rows } = await sql<CountedRow>`SELECT event_id, stream, times, applied_by
    FROM ${sql.id(schema, table)} ORDER BY event_id`.execute(db);
  return rows;
}

/** Appends `count` events of `type` over a few streams; returns every id and the last global position. */
export async function appendEvents(
  store: EventStore,
  count: number,
  type = COUNTED,
  perAppend = 10,
): Promise<{ ids: string[]; position: bigint }> {
  const ids: string[] = [];
  let position = 0n;
  for (let offset = 0; offset < count; offset += perAppend) {
    const events: NewEvent[] = Array.from({ length: Math.min(perAppend, count - offset) }, () => ({
      id: randomUUID(),
      type,
      data: { offset },
      metadata: { actorId: null, siteId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
    }));
    const result = await store.append(`counter-${offset % 3}`, events, { expectedRevision: 'any' });
    ids.push(...events.map((event) => event.id));
    position = result.position;
  }
  return { ids, position };
}

export interface LogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly fields?: object;
}

/** A logger that keeps its entries and lets a test wait for one (no sleeps). */
export function recordingLogger(): {
  logger: Logger;
  entries: LogEntry[];
  waitFor(match: (entry: LogEntry) => boolean): Promise<LogEntry>;
} {
  const entries: LogEntry[] = [];
  const added = new EventEmitter();
  const record = (level: LogEntry['level']) => (message: string, fields?: object) => {
    entries.push({ level, message, fields });
    added.emit('entry');
  };
  return {
    logger: { info: record('info'), warn: record('warn'), error: record('error') },
    entries,
    async waitFor(match) {
      for (;;) {
        const found = entries.find(match);
        if (found) return found;
        await once(added, 'entry');
      }
    },
  };
}

/** A projector on the bed, quick to retry; silent unless the spec passes a logger it reads. */
export function startTestProjector(bed: TestBed, options: Partial<ProjectorOptions>): Projector {
  return startProjector({
    store: bed.store,
    db: bed.db,
    pool: bed.pool,
    lockRetryMs: 20,
    retry: { minMs: 5, maxMs: 50 },
    logger: silentLogger,
    ...options,
  });
}

/** Waits (bounded) until the named projections have processed `position`; fails the test otherwise. */
export async function reach(bed: TestBed, names: readonly string[], position: bigint): Promise<void> {
  if (!(await waitForPosition(bed.db, bed.store, names, position, 20_000, bed.pool))) {
    throw new Error(`${names.join(', ')} did not reach position ${position}`);
  }
}

/**
 * Waits until `position` is readable: readAll holds back everything behind any in-flight event
 * writer of the store (an earlier append still open), so "appended" is not yet "readable".
 */
export async function untilReadable(store: EventStore, position: bigint): Promise<void> {
  const stop = new AbortController();
  try {
    for await (const batch of store.subscribeAll({ after: null, batchSize: 1_000, signal: stop.signal })) {
      if (batch.some((event) => event.position === position)) return;
    }
  } finally {
    stop.abort();
  }
}

/** The log from the start up to and including `checkpoint` (which must have been read before). */
export async function eventsUpTo(store: EventStore, checkpoint: Checkpoint | null): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  while (checkpoint !== null && events.at(-1)?.checkpoint !== checkpoint) {
    const page = await store.readAll({ after: events.at(-1)?.checkpoint ?? null, limit: 1_000 });
    if (page.length === 0) throw new Error(`Checkpoint ${checkpoint} not found in the log`);
    const end = page.findIndex((event) => event.checkpoint === checkpoint);
    events.push(...(end < 0 ? page : page.slice(0, end + 1)));
  }
  return events;
}

export const countedIds = (events: readonly StoredEvent[]): string[] =>
  events
    .filter((event) => event.type === COUNTED)
    .map((event) => event.id)
    .sort();

/** Replays the whole log into a fresh copy (a rebuild) and returns the rows before and after. */
export async function replayed(bed: TestBed, projection: Projection): Promise<{ before: CountedRow[]; after: CountedRow[] }> {
  const [table = 'counted'] = projection.tables;
  const before = await countedRows(bed.db, table);
  await rebuildProjection({ store: bed.store, db: bed.db, pool: bed.pool, projection });
  return { before, after: await countedRows(bed.db, table) };
}
