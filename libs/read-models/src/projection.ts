import type { Transaction } from 'kysely';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from './database.js';

/** What a batch changed, so the projector can tell live clients whose screens to refresh. */
export interface ProjectionEffect {
  /** Users whose read-model rows changed; `null` means "too many to list: everyone". */
  readonly userIds: readonly string[] | null;
}

/**
 * A read model's projection. The projector calls `apply` inside the one transaction that also
 * moves the projection's checkpoint, so each batch takes effect exactly once.
 *
 * During a rebuild the projector runs the same `apply` (or `rebuild.apply`, see ProjectionRebuild)
 * with `search_path` set to a shadow schema, so projections must use unqualified table names
 * (Kysely's default) and never name a schema.
 */
export interface Projection {
  readonly name: string;
  /** Bump when the tables' shape or meaning changes: a new version is rebuilt from the start. */
  readonly version: number;
  /** Tables this projection alone writes (rebuilt in a shadow schema, then swapped in). */
  readonly tables: readonly string[];
  /** Event types it reads; other events only move its checkpoint. */
  readonly eventTypes: readonly string[];
  apply(trx: Transaction<Database>, events: readonly StoredEvent[]): Promise<ProjectionEffect>;
  /** A faster way to replay the whole log into the empty shadow tables of a rebuild (optional). */
  readonly rebuild?: ProjectionRebuild;
}

/**
 * A rebuild's fast path. The projector's rebuild calls `apply` instead of the projection's own for
 * every batch it replays into the shadow tables (empty at the start; unqualified names, as above),
 * then `finish` once, in its own shadow transaction, when the log is exhausted. Batches read after
 * that (during the swap) go through the projection's own `apply`.
 *
 * So `apply` may leave derived tables behind (write only what `finish` can derive the rest from)
 * and keep scratch tables beside the shadow ones (the swap drops the shadow schema), but after
 * `finish` every table must hold exactly what the projection's own `apply` would have built. A
 * resumed rebuild calls `finish` again, possibly after batches applied either way (an interrupted
 * swap, or a shadow started by code without this hook) or applied twice: `finish` must recompute
 * what it derives from scratch, never add to it. (The reverse does not hold: code without the hook
 * must not resume a shadow begun with it; drop `rebuild_<name>` before rolling such code back.)
 */
export interface ProjectionRebuild {
  apply(trx: Transaction<Database>, events: readonly StoredEvent[]): Promise<void>;
  finish(trx: Transaction<Database>): Promise<void>;
}
