import { StreamStateCache, type CommandDecider, type DecidedEvent, type EventStore, type KnownState } from '@wellway/event-store';

/** A stream folded with its decider, as handleCommand folds it before deciding (-1n: no stream). */
export async function readState<Event extends DecidedEvent, State>(
  store: EventStore,
  stream: string,
  decider: Pick<CommandDecider<never, Event, State>, 'evolve' | 'initialState'>,
): Promise<KnownState<State>> {
  const { events, revision } = await store.readStream(stream);
  // The stream holds only this decider's events (upcast on read), so the stored shape is trusted.
  const state = events.reduce(
    (current, stored) => decider.evolve(current, { type: stored.type, data: stored.data } as Event),
    decider.initialState(),
  );
  return { state, revision };
}

/**
 * handleCommand's `cache`, holding the state a handler has just read: the command is decided on
 * it without reading the stream a second time. The append's expected revision confirms it.
 */
export function alreadyRead<State>(stream: string, known: KnownState<State>): StreamStateCache<State> {
  const cache = new StreamStateCache<State>(1);
  cache.set(stream, known);
  return cache;
}
