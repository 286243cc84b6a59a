import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@wellway/event-store';
import type { Database } from './database.js';

/** Channel on which the projector announces each committed batch. */
export const PROJECTION_CHANNEL = 'wellway_projection';

export interface ProjectionProgress {
  readonly projection: string;
  readonly position: string | null;
  /** Users whose rows changed; null = possibly everyone. */
  readonly userIds: readonly string[] | null;
  /** When set, only people of these sites are concerned (see ProjectionEffect). */
  readonly siteIds?: readonly string[];
}

interface Pending {
  readonly projections: readonly string[];
  readonly position: bigint;
  readonly resolve: (reached: boolean) => void;
}

const FALLBACK_RECHECK_MS = 250;

/**
 * One LISTEN connection per process answers every read-your-writes wait and feeds live updates,
 * instead of a connection (or a poll loop) per request.
 */
export class PositionWaiter {
  private readonly pending = new Set<Pending>();
  private readonly emitter = new EventEmitter();
  private client: pg.Client | null = null;
  private fallback: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly store: EventStore,
    private readonly databaseUrl: string,
  ) {
    this.emitter.setMaxListeners(0);
  }

  static start(options: { db: Kysely<Database>; store: EventStore; databaseUrl: string }): PositionWaiter {
    const waiter = new PositionWaiter(options.db, options.store, options.databaseUrl);
    void waiter.listen();
    return waiter;
  }

  /** Resolves true once every named projection has processed `position`, false after the timeout. */
  async waitFor(projections: readonly string[], position: bigint, timeoutMs: number): Promise<boolean> {
    if (await this.reached(projections, position)) return true;
    return new Promise<boolean>((resolve) => {
      const entry: Pending = {
        projections,
        position,
        resolve: (reached) => {
          clearTimeout(timer);
          this.pending.delete(entry);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => entry.resolve(false), timeoutMs);
      this.pending.add(entry);
      this.armFallback();
    });
  }

  /** Live feed of projection progress (for graphql-ws subscriptions). */
  onProgress(listener: (progress: ProjectionProgress) => void): () => void {
    this.emitter.on('progress', listener);
    return () => this.emitter.off('progress', listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.fallback) clearInterval(this.fallback);
    for (const entry of [...this.pending]) entry.resolve(false);
    await this.client?.end().catch(() => undefined);
  }

  private async reached(projections: readonly string[], position: bigint): Promise<boolean> {
    const rows = await sql<{ name: string; checkpoint: string | null }>`
      select name, checkpoint from projection_checkpoints where name = any(${projections as string[]})`.execute(this.db);
    if (rows.rows.length < projections.length) return false;
    for (const row of rows.rows) {
      if (!(await this.store.hasReached(row.checkpoint, position))) return false;
    }
    return true;
  }

  private async recheck(projection?: string): Promise<void> {
    for (const entry of [...this.pending]) {
      if (projection && !entry.projections.includes(projection)) continue;
      if (await this.reached(entry.projections, entry.position).catch(() => false)) entry.resolve(true);
    }
  }

  /** Safety net while someone waits: a lost notification or a reconnect never strands a request. */
  private armFallback(): void {
    if (this.fallback) return;
    this.fallback = setInterval(() => {
      if (this.pending.size === 0 && this.fallback) {
        clearInterval(this.fallback);
        this.fallback = null;
        return;
      }
      void this.recheck();
    }, FALLBACK_RECHECK_MS);
    this.fallback.unref();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.onNotification(message.payload));
    client.on('error', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PROJECTION_CHANNEL}`);
      this.client = client;
    } catch {
      this.reconnect(client);
    }
  }

  private reconnect(client: pg.Client): void {
    void client.end().catch(() => undefined);
    if (this.client === client) this.client = null;
    if (!this.closed) setTimeout(() => void this.listen(), 1000).unref();
  }

  private onNotification(payload: string | undefined): void {
    if (!payload) return;
    let progress: ProjectionProgress;
    try {
      progress = JSON.parse(payload) as ProjectionProgress;
    } catch {
      return;
    }
    this.emitter.emit('progress', progress);
    void this.recheck(progress.projection);
  }
}
