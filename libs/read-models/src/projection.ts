import type { Transaction } from 'kysely';
import type { WellwayEvent } from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from './database.js';

/** What a batch changed, so the projector can tell live clients whose screens to refresh. */
export interface ProjectionEffect {
  /** Users whose read-model rows changed; `null` means "too many to list: everyone". */
  readonly userIds: readonly string[] | null;
  /**
   * With `userIds: null`, the sites whose people may be concerned (a wall post, an announcement):
   * live clients of other sites hear nothing. Omit for "every site".
   */
  readonly siteIds?: readonly string[];
}

/** Every event type of the domain's log. */
export type EventType = WellwayEvent['type'];

/** A stored event of one of `Type`s, its `data` typed by its `type` (a union, narrowed by `switch (event.type)`). */
export type EventOf<Type extends EventType = EventType> = {
  [T in Type]: StoredEvent<T, Extract<WellwayEvent, { readonly type: T }>['data']>;
}[Type];

/**
 * Anything that follows the global log from its own checkpoint: a projection, or a reactor (which
 * enqueues jobs instead of writing rows). The projector calls `apply` inside the one transaction
 * that also moves the checkpoint, so each batch takes effect exactly once; `events` holds only
 * the batch's events of `eventTypes`, in log order.
 */
export interface LogConsumer {
  readonly name: string;
  /** Bump when the tables' shape or meaning changes: a new version is rebuilt from the start. */
  readonly version: number;
  /** Event types it reads; other events only move its checkpoint (defineProjection checks them against the domain's). */
  readonly eventTypes: readonly string[];
  apply(trx: Transaction<Database>, events: readonly StoredEvent[]): Promise<ProjectionEffect>;
}

/**
 * A read model's projection (see defineProjection). During a rebuild the projector runs the same
 * `apply` (or `rebuild.apply`, see ProjectionRebuild) with `search_path` set to a shadow schema, so
 * projections must use unqualified table names (Kysely's default) and never name a schema.
 */
export interface Projection extends LogConsumer {
  /** Tables this projection alone writes (rebuilt in a shadow schema, then swapped in). */
  readonly tables: readonly string[];
  /** A faster way to replay the whole log into the empty shadow tables of a rebuild (optional). */
  readonly rebuild?: ProjectionRebuild;
}

/**
 * A rebuild's fast path. The projector's rebuild calls `apply` instead of the projection's own for
 * every batch it replays into the shadow tables (empty at the start; unqualified names, as above),
 * then `finish` once when the log is exhausted, in shadow transactions it opens through
 * `RebuildFinish`. Batches read after that (during the swap) go through the projection's own `apply`.
 *
 * So `apply` may leave derived tables behind (write only what `finish` can derive the rest from)
 * and keep scratch tables beside the shadow ones (the swap drops the shadow schema; they may be
 * unlogged: a shadow is never resumed after the server restarted), but after
 * `finish` every table must hold exactly what the projection's own `apply` would have built. A
 * resumed rebuild calls `finish` again, possibly after batches applied either way (an interrupted
 * swap, or a shadow started by code without this hook) or applied twice: `finish` must recompute
 * what it derives from scratch, never add to it. (The reverse does not hold: code without the hook
 * must not resume a shadow begun with it; drop `rebuild_<name>` before rolling such code back.)
 */
export interface ProjectionRebuild<Event extends StoredEvent = StoredEvent> {
  apply(trx: Transaction<Database>, events: readonly Event[]): Promise<void>;
  finish(steps: RebuildFinish): Promise<void>;
  /**
   * Runs once before the replay (and before a resumed one), in its own shadow transaction: creates
   * the scratch tables `apply` appends to and `finish` reads. With independent pages `apply` must
   * not create them itself: two transactions creating one table at once make the second fail.
   */
  prepare?(trx: Transaction<Database>): Promise<void>;
  /**
   * `apply` only appends what `finish` folds by position, and reads nothing an earlier page
   * wrote: the rebuild then applies the next page (its JavaScript, its writes) while the page
   * before is still being written, in two transactions side by side; checkpoints still commit in
   * log order. Its specs apply pages in reverse order to show it.
   */
  readonly independentPages?: boolean;
}

/**
 * How `finish` opens its shadow transactions. Each step commits before the next, so the projector
 * never resumes a shadow whose finish was interrupted (it starts over); a finish that completed
 * may be resumed, and finished again (see ProjectionRebuild).
 */
export interface RebuildFinish {
  /** One transaction, committed when `work` resolves. */
  step(work: (trx: Transaction<Database>) => Promise<void>): Promise<void>;
  /**
   * Transactions side by side, each on its own connection, all settled before it resolves (the
   * first failure is then thrown). PostgreSQL runs a statement on one core: work that reads every
   * row runs on both this way. They must not wait on each other's locks (one writes a table the
   * other builds an index on, say): none sees another's writes before the step after.
   */
  sideBySide(works: readonly ((trx: Transaction<Database>) => Promise<void>)[]): Promise<void>;
}

/** A RebuildFinish whose every step is a transaction `inTransaction` opens (side by side: all settled, then the first failure thrown). */
export function rebuildFinishOf(inTransaction: (work: (trx: Transaction<Database>) => Promise<void>) => Promise<void>): RebuildFinish {
  return {
    step: inTransaction,
    async sideBySide(works) {
      const failed = (await Promise.allSettled(works.map(inTransaction))).find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}

/** A projection as written: its handlers receive only events of `eventTypes`, typed by their type. */
export interface ProjectionDefinition<Type extends EventType> {
  readonly name: string;
  readonly version: number;
  readonly tables: readonly string[];
  readonly eventTypes: readonly Type[];
  apply(trx: Transaction<Database>, events: readonly EventOf<Type>[]): Promise<ProjectionEffect>;
  readonly rebuild?: ProjectionRebuild<EventOf<Type>>;
}

/**
 * The one way to define a projection (or, with no tables, a reactor). `eventTypes` are checked
 * against the domain's event union, and the handlers see each event with the data of its type.
 */
export function defineProjection<const Type extends EventType>(definition: ProjectionDefinition<Type>): Projection {
  const ofTypes = eventsOf(definition.eventTypes);
  const { rebuild } = definition;
  return {
    name: definition.name,
    version: definition.version,
    tables: definition.tables,
    eventTypes: definition.eventTypes,
    apply: (trx, events) => definition.apply(trx, ofTypes(events)),
    ...(rebuild && {
      rebuild: {
        apply: (trx, events) => rebuild.apply(trx, ofTypes(events)),
        finish: (steps) => rebuild.finish(steps),
        ...(rebuild.prepare && { prepare: rebuild.prepare }),
        ...(rebuild.independentPages && { independentPages: true }),
      },
    }),
  };
}

/** Keeps the events of the given types, in log order: what the projector hands a consumer. */
export function selectEvents(types: readonly string[]): (events: readonly StoredEvent[]) => StoredEvent[] {
  const wanted = new Set(types);
  return (events) => events.filter((event) => wanted.has(event.type));
}

/**
 * The same, typed. The one place a stored event meets the domain's types: the log holds the
 * domain's events, upcast on read to their current shape.
 */
export function eventsOf<Type extends EventType>(types: readonly Type[]): (events: readonly StoredEvent[]) => EventOf<Type>[] {
  const wanted = new Set<string>(types);
  return (events) => events.filter((event): event is EventOf<Type> => wanted.has(event.type));
}
