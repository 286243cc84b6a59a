import { sql, type Kysely, type Transaction } from 'kysely';
import type { Checkpoint, StoredEvent } from '@wellway/event-store';
import { CheckpointMovedError, storeCheckpoint } from '@wellway/read-models/checkpoints';
import type { Database } from '@wellway/read-models/database';
import { PROJECTION_CHANNEL } from '@wellway/read-models/position-waiter';
import { lockKey } from './locks.js';
import { NO_EFFECT, type Processor } from './processor.js';

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7_900;

/**
 * One batch, one transaction: batch lock, checkpoint compare-and-set from `from` to `last`, the
 * handler on `matching` (the batch's events the processor reads, possibly none), the notice.
 * Returns the new checkpoint; throws CheckpointMovedError (nothing written) if someone moved it.
 */
export async function commitBatch(
  db: Kysely<Database>,
  processor: Processor,
  from: Checkpoint | null,
  last: StoredEvent,
  matching: readonly StoredEvent[],
): Promise<Checkpoint> {
  const { name, version } = processor;
  if (matching.length === 0 && from !== null) return moveCheckpoint(db, processor, from, last);
  await db.transaction().execute(async (trx) => {
    await beginLiveBatch(trx, name);
    await storeCheckpoint(trx, { name, version, from, to: last.checkpoint, position: last.position });
    const effect = matching.length > 0 ? await processor.handle(trx, matching) : NO_EFFECT;
    await notifyProgress(trx, name, last.position, effect.userIds);
  });
  return last.checkpoint;
}

/**
 * A batch with none of the processor's events moves only its checkpoint: the same batch lock,
 * compare-and-set and notice as commitBatch, in one statement (its own transaction) instead of
 * five round trips. Twelve projections following the log mostly move like this. Whatever order
 * the lock and the update run in, the update's row lock decides: a checkpoint moved meanwhile
 * (a rebuild's swap holds the batch lock, then writes it) fails the compare-and-set.
 */
async function moveCheckpoint(db: Kysely<Database>, processor: Processor, from: Checkpoint, last: StoredEvent): Promise<Checkpoint> {
  const { name, version } = processor;
  const { rows } = await sql<{ name: string }>`WITH batch AS MATERIALIZED (
      SELECT set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(${lockKey('projection-batch', name)}::bigint)
    ), moved AS (
      UPDATE projection_checkpoints
      SET version = ${version}, checkpoint = ${last.checkpoint}, position = ${last.position.toString()}::bigint, updated_at = now()
      FROM batch
      WHERE projection_checkpoints.name = ${name} AND projection_checkpoints.checkpoint IS NOT DISTINCT FROM ${from}
        AND projection_checkpoints.version <= ${version}
      RETURNING projection_checkpoints.name
    )
    SELECT name, pg_notify(${PROJECTION_CHANNEL}, ${progressPayload(name, last.position, NO_EFFECT.userIds)}) FROM moved`.execute(db);
  if (rows.length !== 1) throw new CheckpointMovedError(name, from);
  return last.checkpoint;
}

/**
 * The batch lock (see lockBatches), and a commit that does not wait for its WAL flush. That is
 * safe here: the checkpoint moves in the same transaction as the rows, so a crash of PostgreSQL
 * that loses the last batches loses each whole, rows and checkpoint, and the projector simply
 * reads and applies them again (a reader that saw them meanwhile sees the same rows once more;
 * a reactor's enqueue repeats under the same job id). Meanwhile no batch holds its transaction
 * (and every newer event behind it in the log's safe order) open for an fsync.
 */
async function beginLiveBatch(trx: Transaction<Database>, name: string): Promise<void> {
  await sql`SELECT set_config('synchronous_commit', 'off', true),
    pg_advisory_xact_lock(${lockKey('projection-batch', name)}::bigint)`.execute(trx);
}

/** Delivered on commit: "projection X reached position P" (see PositionWaiter in read-models). */
export async function notifyProgress(
  trx: Transaction<Database>,
  projection: string,
  position: bigint | null,
  userIds: readonly string[] | null,
): Promise<void> {
  await sql`SELECT pg_notify(${PROJECTION_CHANNEL}, ${progressPayload(projection, position, userIds)})`.execute(trx);
}

function progressPayload(projection: string, position: bigint | null, userIds: readonly string[] | null): string {
  const notice = { projection, position: position?.toString() ?? null, userIds };
  const payload = JSON.stringify(notice);
  return Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES ? JSON.stringify({ ...notice, userIds: null }) : payload;
}
