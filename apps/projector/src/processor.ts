import type { Transaction } from 'kysely';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from '@wellway/read-models/database';

export interface BatchEffect {
  /** Users whose rows changed; null means "possibly everyone". */
  readonly userIds: readonly string[] | null;
}

/**
 * Anything that consumes the global log from its own checkpoint: projections, and later reactors.
 * `handle` runs inside the transaction that moves the checkpoint; it sees only `eventTypes`.
 */
export interface Processor {
  readonly name: string;
  readonly version: number;
  readonly eventTypes: readonly string[];
  handle(trx: Transaction<Database>, events: readonly StoredEvent[]): Promise<BatchEffect>;
  /** Runs once the processor holds its lock, before it reads the log (a projection rebuilds here). */
  prepare?(signal: AbortSignal): Promise<void>;
}

export const NO_EFFECT: BatchEffect = { userIds: [] };

/** Returns a filter keeping the events a processor reads. */
export function eventFilter(eventTypes: readonly string[]): (events: readonly StoredEvent[]) => StoredEvent[] {
  const wanted = new Set(eventTypes);
  return (events) => events.filter((event) => wanted.has(event.type));
}
