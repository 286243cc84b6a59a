import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { StoredEvent } from '@wellway/event-store';
import { createReadModelDb, type Database } from '../database.js';
import { migrateReadModels } from '../migrations/index.js';
import type { Projection, ProjectionEffect } from '../projection.js';

/** Test support: StoredEvents as the store hands them over, and batch replays as the projector runs them. */
export class EventLog {
  readonly events: StoredEvent[] = [];
  private readonly revisions = new Map<string, bigint>();

  constructor(private readonly startsAt = new Date('2026-03-01T09:00:00Z')) {}

  /** Appends one event; it is created one minute after the previous one unless `createdAt` says otherwise. */
  append<Data>(streamName: string, type: string, data: Data, createdAt?: Date): StoredEvent<string, Data> {
    const position = BigInt(this.events.length + 1);
    const streamRevision = (this.revisions.get(streamName) ?? -1n) + 1n;
    this.revisions.set(streamName, streamRevision);
    const id = randomUUID();
    const event: StoredEvent<string, Data> = {
      id,
      type,
      data,
      metadata: { actorId: null, siteId: null, correlationId: id, causationId: null, schemaVersion: 1 },
      streamName,
      streamRevision,
      position,
      checkpoint: String(position),
      createdAt: createdAt ?? new Date(this.startsAt.getTime() + Number(position) * 60_000),
    };
    this.events.push(event);
    return event;
  }
}

export async function openReadModelDb(url: string): Promise<Kysely<Database>> {
  const db = createReadModelDb(url);
  await migrateReadModels(db);
  return db;
}

/** One batch, applied exactly as the projector does: inside a transaction. */
export function applyBatch(db: Kysely<Database>, projection: Projection, events: readonly StoredEvent[]): Promise<ProjectionEffect> {
  return db.transaction().execute((trx) => projection.apply(trx, events));
}

export async function applyInBatchesOf(db: Kysely<Database>, projection: Projection, events: readonly StoredEvent[], size: number) {
  for (let start = 0; start < events.length; start += Math.max(size, 1)) {
    await applyBatch(db, projection, events.slice(start, start + size));
  }
}

export type Snapshot = Record<string, unknown[]>;

const without = (row: Record<string, unknown>, columns: readonly string[]) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));

/** Every row of the projection's tables (but the columns ignored), in a stable order. */
export async function snapshot(db: Kysely<Database>, projection: Projection, ignoreColumns: readonly string[] = []): Promise<Snapshot> {
  const tables: Snapshot = {};
  for (const table of projection.tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} as r order by r::text`.execute(db);
    tables[table] = rows.map((row) => without(row, ignoreColumns));
  }
  return tables;
}

async function truncate(db: Kysely<Database>, projection: Projection): Promise<void> {
  await sql`truncate ${sql.join(projection.tables.map((table) => sql.table(table)))}`.execute(db);
}

/**
 * Applies `events` from empty tables as one batch; the same batch again; again one by one; from
 * empty in batches of two; again in batches of three; then only the older half again. Returns the
 * tables after each pass: an idempotent, batch-independent projection gives six equal snapshots.
 * `ignoreColumns` names bookkeeping columns whose values may depend on the batches.
 */
export async function replayEveryWay(
  db: Kysely<Database>,
  projection: Projection,
  events: readonly StoredEvent[],
  ignoreColumns: readonly string[] = [],
): Promise<Snapshot[]> {
  const passes: Snapshot[] = [];
  const pass = async (batch: readonly StoredEvent[], size: number, fromEmpty = false) => {
    if (fromEmpty) await truncate(db, projection);
    await applyInBatchesOf(db, projection, batch, size);
    passes.push(await snapshot(db, projection, ignoreColumns));
  };
  await pass(events, events.length, true);
  await pass(events, events.length);
  await pass(events, 1);
  await pass(events, 2, true);
  await pass(events, 3);
  await pass(events.slice(0, Math.ceil(events.length / 2)), events.length);
  return passes;
}
