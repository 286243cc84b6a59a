/**
 * The one event-store port. Two adapters implement it: PostgreSQL (default) and KurrentDB.
 * Both are held to the same contract suite (contract.ts).
 */

/** Metadata every event carries (DESIGN.md, "Event store contract"). */
export interface EventMetadata {
  readonly actorId: string | null;
  readonly siteId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly impersonatorId?: string | null;
  readonly schemaVersion: number;
}

/** An event to append. `id` is a uuid; appending an id already stored stores it once. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly id: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** An event as read back from the store. */
export interface StoredEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  readonly streamName: string;
  /** 0-based revision of the event within its stream. */
  readonly streamRevision: bigint;
  /**
   * Global position: unique, and increasing with `streamRevision` within a stream. Across streams
   * it need not increase in delivery order (PostgreSQL delivers in commit-safe (transaction id,
   * position) order): compare progress only through `checkpoint` and `hasReached`.
   */
  readonly position: bigint;
  /** Opaque resume token: reading the global log `after` it continues just past this event. */
  readonly checkpoint: Checkpoint;
  readonly createdAt: Date;
}

/** Opaque, adapter-specific string. Compare only through the port. */
export type Checkpoint = string & { readonly __brand?: 'Checkpoint' };

export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextExpectedRevision: bigint;
  /** Global position of the last appended (or already stored) event. */
  readonly position: bigint;
}

export interface ReadStreamResult<E extends StoredEvent = StoredEvent> {
  readonly events: readonly E[];
  /** Revision of the last event, or -1n when the stream does not exist. */
  readonly revision: bigint;
  readonly exists: boolean;
}

export interface ReadAllOptions {
  /** Read events after this checkpoint; null/undefined reads from the start. */
  readonly after?: Checkpoint | null;
  readonly limit: number;
}

export interface PageEndsOptions {
  /** Pages after this checkpoint; null/undefined from the start. */
  readonly after?: Checkpoint | null;
  /** Events per page. */
  readonly limit: number;
  /** How many pages at most. */
  readonly pages: number;
}

export interface SubscribeAllOptions {
  readonly after?: Checkpoint | null;
  /** Maximum events per delivered batch. */
  readonly batchSize?: number;
  readonly signal?: AbortSignal;
}

export interface EventStore {
  readonly kind: 'postgres' | 'kurrentdb';
  append(stream: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  readStream(stream: string): Promise<ReadStreamResult>;
  /**
   * One page of the global log in a safe order: never returns an event while an
   * earlier-ordered one could still commit (no subscriber may skip an event).
   */
  readAll(options: ReadAllOptions): Promise<readonly StoredEvent[]>;
  /**
   * Where the next full pages of `limit` events after `after` end, in log order: at most `pages`
   * of them, never a partial one (fewer than `limit` events left, or not yet safe to read). A page
   * is final once ended: `readAll({ after: the end before it, limit })` reads exactly it, however
   * much later. Readers split a long read this way (a rebuild's pages in worker threads, each
   * reading its own). Optional: an adapter that cannot skip ahead cheaply leaves it out.
   */
  pageEnds?(options: PageEndsOptions): Promise<readonly Checkpoint[]>;
  /**
   * Catch-up then live: yields batches in global order, waking on new commits (no busy poll).
   * Ends when the signal aborts.
   */
  subscribeAll(options: SubscribeAllOptions): AsyncIterable<readonly StoredEvent[]>;
  /** True when a reader at `checkpoint` has already seen the event at global `position`. */
  hasReached(checkpoint: Checkpoint | null, position: bigint): Promise<boolean>;
  /**
   * Global position of the last committed event, or null for an empty log. "Caught up" means
   * having reached it: an empty readAll page alone can mean "held back", not "nothing left".
   */
  headPosition(): Promise<bigint | null>;
  close(): Promise<void>;
}

/** Raised when the expected revision does not hold. Handlers retry a few times, then answer 409. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'wrong_expected_revision';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint,
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
