import { sql, type Kysely, type Transaction } from 'kysely';
import type { Checkpoint, StoredEvent } from '@wellway/event-store';
import { storeCheckpoint } from '@wellway/read-models/checkpoints';
import type { Database } from '@wellway/read-models/database';
import { PROJECTION_CHANNEL } from '@wellway/read-models/position-waiter';
import { lockBatches } from './locks.js';
import { NO_EFFECT, type Processor } from './processor.js';

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7_900;

/**
 * One batch, one transaction: batch lock, checkpoint compare-and-set, the handler, the notice.
 * Returns the new checkpoint; throws CheckpointMovedError (nothing written) if someone moved it.
 */
export async function commitBatch(
  db: Kysely<Database>,
  processor: Processor,
  select: (events: readonly StoredEvent[]) => StoredEvent[],
  from: Checkpoint | null,
  events: readonly StoredEvent[],
): Promise<Checkpoint | null> {
  const last = events.at(-1);
  if (!last) return from;
  const { name, version } = processor;
  await db.transaction().execute(async (trx) => {
    await lockBatches(trx, name);
    await storeCheckpoint(trx, { name, version, from, to: last.checkpoint, position: last.position });
    const matching = select(events);
    const effect = matching.length > 0 ? await processor.handle(trx, matching) : NO_EFFECT;
    await notifyProgress(trx, name, last.position, effect.userIds);
  });
  return last.checkpoint;
}

/** Delivered on commit: "projection X reached position P" (see PositionWaiter in read-models). */
export async function notifyProgress(
  trx: Transaction<Database>,
  projection: string,
  position: bigint | null,
  userIds: readonly string[] | null,
): Promise<void> {
  const notice = { projection, position: position?.toString() ?? null, userIds };
  let payload = JSON.stringify(notice);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ ...notice, userIds: null });
  await sql`SELECT pg_notify(${PROJECTION_CHANNEL}, ${payload})`.execute(trx);
}
