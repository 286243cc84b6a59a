/** A stream's folded state as of a revision (-1n: the stream does not exist). */
export interface KnownState<State> {
  readonly revision: bigint;
  readonly state: State;
}

/**
 * The last known state of recently written streams, so a command can decide without reading
 * its stream first. It is never trusted on its own: the append's expected revision makes the
 * store confirm it, and `handleCommand` re-reads whenever the store could not (see there).
 * Bounded; the least recently used stream goes first.
 */
export class StreamStateCache<State> {
  private readonly entries = new Map<string, KnownState<State>>();

  constructor(readonly capacity = 10_000) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  }

  get size(): number {
    return this.entries.size;
  }

  get(stream: string): KnownState<State> | undefined {
    const known = this.entries.get(stream);
    if (known === undefined) return undefined;
    this.entries.delete(stream); // Map keeps insertion order: re-inserting marks it most recent
    this.entries.set(stream, known);
    return known;
  }

  set(stream: string, known: KnownState<State>): void {
    this.entries.delete(stream);
    this.entries.set(stream, known);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(stream: string): void {
    this.entries.delete(stream);
  }
}
