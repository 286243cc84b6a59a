import { sql, type Kysely, type Transaction } from 'kysely';
import type { Checkpoint, StoredEvent } from '@wellway/event-store';
import { CheckpointMovedError, checkpointMovedTo, checkpointStillAt, storeCheckpoint } from '@wellway/read-models/checkpoints';
import type { Database } from '@wellway/read-models/database';
import { PROJECTION_CHANNEL } from '@wellway/read-models/position-waiter';
import type { LogConsumer, ProjectionEffect } from '@wellway/read-models/projection';
import { lockKey } from './locks.js';

/** What commitBatch needs of a projection (or reactor). */
type Consumer = Pick<LogConsumer, 'name' | 'version' | 'apply'>;

const NO_EFFECT: ProjectionEffect = { userIds: [] };

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7_900;

/**
 * One batch, one transaction: batch lock, checkpoint compare-and-set from `from` to `last`, the
 * consumer's `apply` on `matching` (the batch's events it reads, possibly none), the notice.
 * Returns the new checkpoint; throws CheckpointMovedError (nothing written) if someone moved it.
 * Round trips: BEGIN, lock and compare-and-set (one statement), the handler's, notice, COMMIT;
 * a batch with none of its events is a single statement (lockAndMove).
 */
export async function commitBatch(
  db: Kysely<Database>,
  consumer: Consumer,
  from: Checkpoint | null,
  last: StoredEvent,
  matching: readonly StoredEvent[],
): Promise<Checkpoint> {
  const { name, version } = consumer;
  if (from !== null && matching.length === 0) {
    const moved = await lockAndMove(db, consumer, from, last, progressPayload(name, last.position, NO_EFFECT.userIds));
    if (!moved) throw new CheckpointMovedError(name, from);
    return last.checkpoint;
  }
  await db.transaction().execute(async (trx) => {
    if (from === null) {
      await beginLiveBatch(trx, name);
      await storeCheckpoint(trx, { name, version, from, to: last.checkpoint, position: last.position });
    } else if (!(await lockAndMove(trx, consumer, from, last, null))) {
      throw new CheckpointMovedError(name, from);
    }
    const effect = matching.length > 0 ? await consumer.apply(trx, matching) : NO_EFFECT;
    await notifyProgress(trx, name, last.position, effect.userIds, effect.siteIds);
  });
  return last.checkpoint;
}

/**
 * One statement: `beginLiveBatch`'s settings and batch lock, then storeCheckpoint's compare-and-set
 * (for a stored checkpoint `from`), and the notice when `notice` is given (only if it moved).
 * Whatever order PostgreSQL runs the lock and the update in, the update takes the row's lock only
 * after the lock (it updates rows of the join with `batch`), and a checkpoint moved meanwhile (a
 * rebuild's swap holds the batch lock, then writes it) fails the compare-and-set on re-check.
 * Run on `db` it is its own transaction; on a transaction, the batch's first statement.
 */
async function lockAndMove(
  executor: Kysely<Database>,
  consumer: Consumer,
  from: Checkpoint,
  last: StoredEvent,
  notice: string | null,
): Promise<boolean> {
  const { name, version } = consumer;
  const announce = notice === null ? sql`` : sql`, pg_notify(${PROJECTION_CHANNEL}, ${notice})`;
  const { rows } = await sql<{ name: string }>`WITH batch AS MATERIALIZED (
      SELECT set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(${lockKey('projection-batch', name)}::bigint)
    ), moved AS (
      UPDATE projection_checkpoints SET ${checkpointMovedTo({ version, to: last.checkpoint, position: last.position })}
      FROM batch
      WHERE projection_checkpoints.name = ${name} AND ${checkpointStillAt(from, version)}
      RETURNING projection_checkpoints.name
    )
    SELECT name${announce} FROM moved`.execute(executor);
  return rows.length === 1;
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
  siteIds?: readonly string[],
): Promise<void> {
  await sql`SELECT pg_notify(${PROJECTION_CHANNEL}, ${progressPayload(projection, position, userIds, siteIds)})`.execute(trx);
}

function progressPayload(
  projection: string,
  position: bigint | null,
  userIds: readonly string[] | null,
  siteIds?: readonly string[],
): string {
  const notice = { projection, position: position?.toString() ?? null, userIds, ...(siteIds ? { siteIds } : {}) };
  const payload = JSON.stringify(notice);
  return Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES ? JSON.stringify({ ...notice, userIds: null }) : payload;
}
