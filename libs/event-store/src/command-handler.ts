import { randomUUID } from 'node:crypto';
import { ConcurrencyConflictError } from './errors.js';
import { type EventMetadata, type EventStore, type NewEvent, type StoredEvent, WrongExpectedRevisionError } from './port.js';
import type { KnownState, StreamStateCache } from './stream-state-cache.js';

/** An event as a decider produces it (same shape as `DomainEvent` in @wellway/domain). */
export interface DecidedEvent {
  readonly type: string;
  readonly data: unknown;
}

/** Structurally the `Decider` of @wellway/domain; declared here so the store does not depend on the domain. */
export interface CommandDecider<Command, Event extends DecidedEvent, State> {
  readonly decide: (command: Command, state: State) => readonly Event[];
  readonly evolve: (state: State, event: Event) => State;
  readonly initialState: () => State;
}

export interface HandleCommandOptions<Command, Event extends DecidedEvent, State> {
  readonly store: EventStore;
  readonly stream: string;
  readonly decider: CommandDecider<Command, Event, State>;
  readonly command: Command;
  /** Stamped on every appended event; build it with `metadataFor`. */
  readonly metadata: EventMetadata;
  /** Event ids; deterministic ones make a repeated command store its events once. Default: random. */
  readonly eventId?: (event: Event, index: number) => string;
  /** If-Match: the revision the caller decided on. A different one throws WrongExpectedRevisionError. */
  readonly expectedRevision?: bigint;
  /** Read/decide/append rounds before giving up with ConcurrencyConflictError. */
  readonly maxAttempts?: number;
  /** Decide from the stream's last known state instead of reading it first (see StreamStateCache). */
  readonly cache?: StreamStateCache<State>;
  /**
   * The state the caller has just folded (`aggregateStream`) to look at before sending the
   * command: decided on without reading the stream a second time; the append confirms it.
   */
  readonly known?: KnownState<State>;
  /**
   * The stream most likely does not exist yet (logging a new day, say): decide from the initial
   * state and append as 'no_stream' without reading first. The store confirms or refutes it.
   */
  readonly assumeNewStream?: boolean;
}

export interface HandleCommandResult<Event extends DecidedEvent, State> {
  readonly events: readonly NewEvent<Event['type'], Event['data']>[];
  /** Global position of the last appended event; null when the decider decided nothing. */
  readonly position: bigint | null;
  readonly revision: bigint;
  readonly state: State;
}

/**
 * Read the stream, fold, decide, append; on a concurrent append, decide again from the new state.
 *
 * With `known`, a cache or `assumeNewStream` the first round decides from a guessed state, saving the read.
 * A guess is only acted on when the store confirms it, by accepting the append at the guessed
 * revision; when it refuses, or when the guess led to no events or a rejection (nothing for the
 * store to confirm), the command is decided again from a fresh read.
 */
export async function handleCommand<Command, Event extends DecidedEvent, State>(
  options: HandleCommandOptions<Command, Event, State>,
): Promise<HandleCommandResult<Event, State>> {
  const maxAttempts = options.maxAttempts ?? 4;
  let guess = guessedState(options);
  for (let attempt = 1; ; attempt += 1) {
    const guessed = guess !== undefined;
    try {
      return await decideAndAppend(options, guess);
    } catch (error) {
      guess = undefined;
      if (guessed || error instanceof WrongExpectedRevisionError) options.cache?.delete(options.stream);
      if (guessed && (error instanceof UnconfirmedGuess || error instanceof WrongExpectedRevisionError)) {
        attempt -= 1; // a refuted guess is not a conflict with another writer
        continue;
      }
      const retryable = error instanceof WrongExpectedRevisionError && options.expectedRevision === undefined;
      if (!retryable) throw error;
      if (attempt >= maxAttempts) throw new ConcurrencyConflictError(options.stream, attempt, { cause: error });
    }
  }
}

/** The outcome rests on a guessed state that the store has not confirmed: decide again from a read. */
class UnconfirmedGuess extends Error {}

function guessedState<Command, Event extends DecidedEvent, State>(
  options: HandleCommandOptions<Command, Event, State>,
): KnownState<State> | undefined {
  const known =
    options.known ??
    options.cache?.get(options.stream) ??
    (options.assumeNewStream ? { revision: -1n, state: options.decider.initialState() } : undefined);
  // If-Match names the revision the caller saw; a guess at another one proves nothing either way.
  if (known && options.expectedRevision !== undefined && known.revision !== options.expectedRevision) return undefined;
  return known;
}

async function decideAndAppend<Command, Event extends DecidedEvent, State>(
  options: HandleCommandOptions<Command, Event, State>,
  guess: KnownState<State> | undefined,
): Promise<HandleCommandResult<Event, State>> {
  const { store, stream, decider, cache } = options;
  const { state, revision } = guess ?? (await aggregateStream(store, stream, decider));
  if (guess === undefined) cache?.set(stream, { revision, state });
  if (options.expectedRevision !== undefined && options.expectedRevision !== revision) {
    throw new WrongExpectedRevisionError(stream, options.expectedRevision, revision);
  }
  const decided = decideOn(options, state, guess !== undefined);
  if (decided.length === 0) {
    if (guess !== undefined) throw new UnconfirmedGuess();
    return { events: [], position: null, revision, state };
  }
  const events = decided.map((event, index) => ({
    id: options.eventId?.(event, index) ?? randomUUID(),
    type: event.type,
    data: event.data,
    metadata: options.metadata,
  }));
  const appended = await store.append(stream, events, { expectedRevision: revision < 0n ? 'no_stream' : revision });
  const next = { revision: appended.nextExpectedRevision, state: decided.reduce(decider.evolve, state) };
  cache?.set(stream, next);
  return { events, position: appended.position, ...next };
}

function decideOn<Command, Event extends DecidedEvent, State>(
  options: HandleCommandOptions<Command, Event, State>,
  state: State,
  guessed: boolean,
): readonly Event[] {
  try {
    return options.decider.decide(options.command, state);
  } catch (error) {
    if (guessed) throw new UnconfirmedGuess('rejected on a guessed state', { cause: error });
    throw error;
  }
}

/** A stream folded with its decider, as of its last revision (-1n: no stream), with the events read. */
export interface AggregatedStream<State> extends KnownState<State> {
  readonly events: readonly StoredEvent[];
}

/**
 * Reads a stream and folds it: the one place a stream becomes state (handleCommand before
 * deciding, a handler checking a reservation, a worker checking what is still true).
 */
export async function aggregateStream<Event extends DecidedEvent, State>(
  store: EventStore,
  stream: string,
  decider: Pick<CommandDecider<never, Event, State>, 'evolve' | 'initialState'>,
): Promise<AggregatedStream<State>> {
  const { events, revision } = await store.readStream(stream);
  // The stream holds only this decider's events (upcast on read), so the stored shape is trusted.
  const state = events.reduce(
    (current, stored) => decider.evolve(current, { type: stored.type, data: stored.data } as Event),
    decider.initialState(),
  );
  return { state, revision, events };
}
