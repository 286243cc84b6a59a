import { sql, type Generated, type Migration, type QueryExecutorProvider, type Selectable } from 'kysely';
import type { Checkpoint } from '@wellway/event-store';

/** One row per projection (or other processor): how far it has read the global log. */
export interface CheckpointTable {
  name: string;
  version: number;
  checkpoint: string | null;
  /** Global position of the last event read (for display and lag); int8, `bigint` via `readModelTypes`. */
  position: bigint | null;
  updated_at: Generated<Date>;
}

export interface StoredCheckpoint {
  readonly name: string;
  readonly version: number;
  readonly checkpoint: Checkpoint | null;
  readonly position: bigint | null;
  readonly updatedAt: Date;
}

export interface CheckpointMove {
  readonly name: string;
  readonly version: number;
  /** The checkpoint this writer last read; the write only lands if the row still holds it. */
  readonly from: Checkpoint | null;
  readonly to: Checkpoint;
  readonly position: bigint;
}

/** The stored checkpoint is no longer the one the writer started from (a rebuild swap, a reset, a rival). */
export class CheckpointMovedError extends Error {
  readonly code = 'checkpoint_moved';
  constructor(
    readonly projection: string,
    readonly expected: Checkpoint | null,
  ) {
    super(`Checkpoint of ${projection} is no longer ${expected ?? 'the start'}`);
    this.name = 'CheckpointMovedError';
  }
}

export const checkpointsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('projection_checkpoints')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('checkpoint', 'text')
      .addColumn('position', 'bigint')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('projection_checkpoints').execute();
  },
};

/** A checkpoint as COLUMNS reads it: position as text. */
type CheckpointRow = Omit<Selectable<CheckpointTable>, 'position'> & { position: string | null };

// Position read as text, so the result does not depend on the pool's int8 parser.
const COLUMNS = sql`name, version, checkpoint, position::text AS position, updated_at`;

function toStored(row: CheckpointRow): StoredCheckpoint {
  return {
    name: row.name,
    version: row.version,
    checkpoint: row.checkpoint,
    position: row.position === null ? null : BigInt(row.position),
    updatedAt: row.updated_at,
  };
}

export async function loadCheckpoint(db: QueryExecutorProvider, name: string): Promise<StoredCheckpoint | undefined> {
  const { rows } = await sql<CheckpointRow>`SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = ${name}`.execute(db);
  return rows[0] && toStored(rows[0]);
}

/** Every stored checkpoint, by name. */
export async function projectionPositions(db: QueryExecutorProvider): Promise<StoredCheckpoint[]> {
  const { rows } = await sql<CheckpointRow>`SELECT ${COLUMNS} FROM projection_checkpoints ORDER BY name`.execute(db);
  return rows.map(toStored);
}

/**
 * Compare-and-set, inside the transaction that wrote the batch: moves `from` → `to`, or throws
 * CheckpointMovedError. A row holding a newer version is never overwritten by older code.
 */
/** The compare-and-set's condition: the checkpoint is still `from`, and no newer version wrote it. */
export const checkpointStillAt = (
  from: Checkpoint | null,
  version: number,
) => sql`projection_checkpoints.checkpoint IS NOT DISTINCT FROM ${from}
    AND projection_checkpoints.version <= ${version}`;

/** The assignments of a move (for an UPDATE of projection_checkpoints). */
export const checkpointMovedTo = ({ version, to, position }: Pick<CheckpointMove, 'version' | 'to' | 'position'>) =>
  sql`version = ${version}, checkpoint = ${to}, position = ${position.toString()}::bigint, updated_at = now()`;

export async function storeCheckpoint(trx: QueryExecutorProvider, move: CheckpointMove): Promise<void> {
  const { name, version, from, to, position } = move;
  const guard = checkpointStillAt(from, version);
  const query =
    from === null
      ? sql`INSERT INTO projection_checkpoints (name, version, checkpoint, position)
          VALUES (${name}, ${version}, ${to}, ${position.toString()}::bigint)
          ON CONFLICT (name) DO UPDATE SET version = excluded.version, checkpoint = excluded.checkpoint,
            position = excluded.position, updated_at = now()
          WHERE ${guard}`
      : sql`UPDATE projection_checkpoints SET ${checkpointMovedTo(move)} WHERE name = ${name} AND ${guard}`;
  const result = await query.execute(trx);
  if (result.numAffectedRows !== 1n) throw new CheckpointMovedError(name, from);
}

/** Unconditional write, for whoever holds the projection's batch lock (a rebuild swap, a reset). */
export async function setCheckpoint(
  trx: QueryExecutorProvider,
  row: { name: string; version: number; checkpoint: Checkpoint | null; position: bigint | null },
): Promise<void> {
  await sql`INSERT INTO projection_checkpoints (name, version, checkpoint, position)
    VALUES (${row.name}, ${row.version}, ${row.checkpoint}, ${row.position?.toString() ?? null}::bigint)
    ON CONFLICT (name) DO UPDATE SET version = excluded.version, checkpoint = excluded.checkpoint,
      position = excluded.position, updated_at = now()`.execute(trx);
}

export async function deleteCheckpoint(db: QueryExecutorProvider, name: string): Promise<void> {
  await sql`DELETE FROM projection_checkpoints WHERE name = ${name}`.execute(db);
}
