import { createHash } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import pg from 'pg';
import { pause } from './backoff.js';
import { OneAtATime } from './one-at-a-time.js';

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
 * One connection holding every session-level advisory lock of a projector process. A lock per
 * connection would cost each process as many idle connections as it has projections; on one
 * session they cost one. If the connection dies every lock goes with it: each HeldLock's `lost`
 * aborts, its projection stops and acquires again, on a fresh connection.
 */
export class LockSession {
  private client: Promise<pg.Client> | null = null;
  private lost = new AbortController();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly held = new Set<string>();
  /** pg wants one query at a time per client. */
  private readonly queries = new OneAtATime();

  constructor(private readonly config: pg.ClientConfig) {}

  /** Retries every `retryMs` while another session holds the lock. */
  async acquire(
    key: string,
    options: { readonly signal: AbortSignal; readonly retryMs: number; readonly onWait?: () => void },
  ): Promise<HeldLock> {
    if (this.held.has(key)) throw new Error(`Advisory lock ${key} is already held by this session`);
    let waited = false;
    for (;;) {
      options.signal.throwIfAborted();
      const client = await this.connection();
      const lost = this.lost.signal;
      if (await this.queries.run(() => tryLock(client, key))) {
        this.held.add(key);
        return { lost, release: () => this.release(key, client) };
      }
      if (!waited) options.onWait?.();
      waited = true;
      await pause(options.retryMs, options.signal);
    }
  }

  /** Ends the session (releasing whatever is still held). */
  async close(): Promise<void> {
    this.held.clear();
    await this.drop();
  }

  private async release(key: string, client: pg.Client): Promise<void> {
    if (!this.held.delete(key)) return;
    // On another (reconnected) session the lock is long gone.
    if (this.client && (await this.client.catch(() => null)) === client) {
      await this.queries.run(() => client.query('SELECT pg_advisory_unlock($1::bigint)', [key])).catch(() => undefined);
    }
    if (this.held.size === 0) await this.drop();
  }

  private connection(): Promise<pg.Client> {
    this.client ??= this.connect();
    return this.client;
  }

  private async connect(): Promise<pg.Client> {
    // Not from the pool: held locks must not take a connection the batches need.
    const client = new pg.Client({ ...this.config, keepAlive: true });
    const lost = new AbortController();
    this.lost = lost;
    client.on('error', (error) => this.fail(client, error));
    try {
      await client.connect();
    } catch (error) {
      this.client = null;
      throw error;
    }
    // A silently dropped connection only shows when used.
    this.heartbeat = setInterval(
      () => void this.queries.run(() => client.query('SELECT 1')).catch((error: unknown) => this.fail(client, error)),
      HEARTBEAT_MS,
    );
    this.heartbeat.unref();
    return client;
  }

  /** The connection died: every lock on it is gone. */
  private fail(client: pg.Client, error: unknown): void {
    void this.client?.then(
      (current) => {
        if (current !== client) return;
        this.lost.abort(error);
        this.held.clear();
        void this.drop();
      },
      () => undefined,
    );
  }

  private async drop(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (client) await (await client.catch(() => null))?.end().catch(() => undefined);
  }
}

/**
 * Transaction-level lock every batch of a projection takes first. A rebuild swap takes it too,
 * so the live runner pauses between batches while the tables change hands.
 */
export async function lockBatches(trx: QueryExecutorProvider, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${lockKey('projection-batch', name)}::bigint)`.execute(trx);
}
