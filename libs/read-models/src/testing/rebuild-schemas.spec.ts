import { sql, type Transaction } from 'kysely';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from '../database.js';
import { rebuildFinishOf, type Projection } from '../projection.js';
import { snapshot, type Snapshot } from './fixtures.js';
import type { ReadModelBed } from './read-model-db.spec.js';

/**
 * What the rebuild fast path's specs do to a projection, in schemas of their own as the
 * projector's rebuild does: empty copies of its tables, its live apply and its fast path batch by
 * batch (pages in log or reversed order), `finish`, and a snapshot of the tables. `bookkeeping`:
 * columns left out of the snapshots.
 */
export function rebuildSchemas(bed: ReadModelBed, projection: Projection, bookkeeping: readonly string[] = []) {
  const rebuild = projection.rebuild;
  if (!rebuild) throw new Error(`${projection.name} has no rebuild fast path`);

  async function emptySchema(schema: string): Promise<void> {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(bed.db);
    await sql`create schema ${sql.id(schema)}`.execute(bed.db);
    for (const table of projection.tables) {
      await sql`create table ${sql.id(schema, table)} (like ${sql.id('public', table)} including all)`.execute(bed.db);
    }
  }

  /** One transaction whose unqualified table names mean `schema`'s (the rebuild's search_path). */
  const inSchema = <T>(schema: string, work: (trx: Transaction<Database>) => Promise<T>) =>
    bed.db.transaction().execute(async (trx) => {
      await sql`set local search_path to ${sql.id(schema)}, public`.execute(trx);
      return work(trx);
    });

  const batchesOf = (events: readonly StoredEvent[], size: number) =>
    Array.from({ length: Math.ceil(events.length / size) }, (_, index) => events.slice(index * size, (index + 1) * size));

  return {
    emptySchema,
    inSchema,
    async live(schema: string, events: readonly StoredEvent[], size: number): Promise<void> {
      for (const batch of batchesOf(events, size)) await inSchema(schema, (trx) => projection.apply(trx, batch));
    },
    /** The fast path's replay: `prepare`, then the batches (reversed: as pages written side by side may commit). */
    async fast(schema: string, events: readonly StoredEvent[], size: number, order: 'log' | 'reversed' = 'log'): Promise<void> {
      if (rebuild.prepare) await inSchema(schema, (trx) => rebuild.prepare!(trx));
      const batches = batchesOf(events, size);
      if (order === 'reversed') batches.reverse();
      for (const batch of batches) await inSchema(schema, (trx) => rebuild.apply(trx, batch));
    },
    /** `finish` as the projector runs it: each step its own transaction (side by side: each on its own connection). */
    finish: (schema: string) => rebuild.finish(rebuildFinishOf((work) => inSchema(schema, work))),
    tables: (schema: string): Promise<Snapshot> => inSchema(schema, (trx) => snapshot(trx, projection, bookkeeping)),
  };
}
