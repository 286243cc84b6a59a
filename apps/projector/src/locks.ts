import { createHash } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import pg from 'pg';
import { pause } from './backoff.js';

export type LockPurpose = 'projection' | 'projection-batch' | 'projection-rebuild';

/** int8 advisory-lock key (decimal) for `<purpose>:<name>`. */
export function lockKey(purpose: LockPurpose, name: string): string {
  return createHash('sha256').update(`${purpose}:${name}`).digest().readBigInt64BE(0).toString();
}

/** A session-level advisory lock held on its own connection; ending the session releases it. */
export interface HeldLock {
  /** Aborts if the connection dies: the lock is gone with it. */
  readonly lost: AbortSignal;
  release(): Promise<void>;
}

const HEARTBEAT_MS = 10_000;

export async function tryAcquireLock(pool: pg.Pool, key: string): Promise<HeldLock | null> {
  return acquire(pool, key, async () => false);
}

/** Retries every `retryMs` while another session holds the lock. */
export async function acquireLock(
  pool: pg.Pool,
  key: string,
  options: { readonly signal: AbortSignal; readonly retryMs: number; readonly onWait?: () => void },
): Promise<HeldLock> {
  let waited = false;
  const lock = await acquire(pool, key, async () => {
    if (!waited) options.onWait?.();
    waited = true;
    await pause(options.retryMs, options.signal);
    return true;
  });
  if (!lock) throw new Error(`Advisory lock ${key} not acquired`);
  return lock;
}

/** The lock, or null once `again()` says to stop trying. */
async function acquire(pool: pg.Pool, key: string, again: () => Promise<boolean>): Promise<HeldLock | null> {
  // Not from the pool: a held lock must not take a connection the batches need.
  const client = new pg.Client({ ...pool.options, keepAlive: true });
  const lost = new AbortController();
  client.on('error', (error) => lost.abort(error));
  try {
    await client.connect();
    while (!(await tryLock(client, key))) {
      if (!(await again())) {
        await client.end();
        return null;
      }
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return held(client, lost);
}

async function tryLock(client: pg.Client, key: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key]);
  return rows[0]?.locked === true;
}

function held(client: pg.Client, lost: AbortController): HeldLock {
  // A silently dropped connection only shows when used.
  const heartbeat = setInterval(() => {
    client.query('SELECT 1').catch((error: unknown) => lost.abort(error));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    lost: lost.signal,
    async release() {
      clearInterval(heartbeat);
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * Transaction-level lock every batch of a projection takes first. A rebuild swap takes it too,
 * so the live runner pauses between batches while the tables change hands.
 */
export async function lockBatches(trx: QueryExecutorProvider, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${lockKey('projection-batch', name)}::bigint)`.execute(trx);
}
