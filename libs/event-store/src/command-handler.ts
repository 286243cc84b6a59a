import { randomUUID } from 'node:crypto';
import { ConcurrencyConflictError } from './errors.js';
import { type EventMetadata, type EventStore, type NewEvent, WrongExpectedRevisionError } from './port.js';

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
  readonly metadata: EventMetadata;
  /** Event ids; deterministic ones make a repeated command store its events once. Default: random. */
  readonly eventId?: (event: Event, index: number) => string;
  /** If-Match: the revision the caller decided on. A different one throws WrongExpectedRevisionError. */
  readonly expectedRevision?: bigint;
  /** Read/decide/append rounds before giving up with ConcurrencyConflictError. */
  readonly maxAttempts?: number;
}

export interface HandleCommandResult<Event extends DecidedEvent, State> {
  readonly events: readonly NewEvent<Event['type'], Event['data']>[];
  /** Global position of the last appended event; null when the decider decided nothing. */
  readonly position: bigint | null;
  readonly revision: bigint;
  readonly state: State;
}

/** Read the stream, fold, decide, append; on a concurrent append, decide again from the new state. */
export async function handleCommand<Command, Event extends DecidedEvent, State>(
  options: HandleCommandOptions<Command, Event, State>,
): Promise<HandleCommandResult<Event, State>> {
  const maxAttempts = options.maxAttempts ?? 4;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await decideAndAppend(options);
    } catch (error) {
      const retryable = error instanceof WrongExpectedRevisionError && options.expectedRevision === undefined;
      if (!retryable) throw error;
      if (attempt >= maxAttempts) throw new ConcurrencyConflictError(options.stream, attempt, { cause: error });
    }
  }
}

async function decideAndAppend<Command, Event extends DecidedEvent, State>(
  options: HandleCommandOptions<Command, Event, State>,
): Promise<HandleCommandResult<Event, State>> {
  const { store, stream, decider } = options;
  const { state, revision } = await load(store, stream, decider);
  if (options.expectedRevision !== undefined && options.expectedRevision !== revision) {
    throw new WrongExpectedRevisionError(stream, options.expectedRevision, revision);
  }
  const decided = decider.decide(options.command, state);
  if (decided.length === 0) return { events: [], position: null, revision, state };
  const events = decided.map((event, index) => ({
    id: options.eventId?.(event, index) ?? randomUUID(),
    type: event.type,
    data: event.data,
    metadata: options.metadata,
  }));
  const appended = await store.append(stream, events, { expectedRevision: revision < 0n ? 'no_stream' : revision });
  return {
    events,
    position: appended.position,
    revision: appended.nextExpectedRevision,
    state: decided.reduce(decider.evolve, state),
  };
}

async function load<Event extends DecidedEvent, State>(
  store: EventStore,
  stream: string,
  decider: Pick<CommandDecider<unknown, Event, State>, 'evolve' | 'initialState'>,
): Promise<{ state: State; revision: bigint }> {
  const { events, revision } = await store.readStream(stream);
  // The stream holds only this decider's events (upcast on read), so the stored shape is trusted.
  const state = events.reduce(
    (current, stored) => decider.evolve(current, { type: stored.type, data: stored.data } as Event),
    decider.initialState(),
  );
  return { state, revision };
}
