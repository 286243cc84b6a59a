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
 * During a rebuild the projector runs the same `apply` with `search_path` set to a shadow schema,
 * so projections must use unqualified table names (Kysely's default) and never name a schema.
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
}
