import {
  ANY,
  type AppendStreamState,
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamResult,
  type StoredEvent,
  type SubscribeAllOptions,
  WrongExpectedRevisionError,
} from '../port.js';
import type { Upcasters } from '../upcasting.js';
import { batchesOf } from './batches.js';
import { toEventData, toStoredEvent } from './mapping.js';
import { fromCheckpoint, isAfter } from './positions.js';

export interface KurrentDbEventStoreOptions {
  /** `kurrentdb://…` (or the older `esdb://…`). */
  readonly connectionString: string;
  readonly upcasters?: Upcasters;
}

const DEFAULT_BATCH_SIZE = 500;

/** The KurrentDB adapter: positions are $all commit positions, checkpoints `"<commit>:<prepare>"`. */
export function createKurrentDbEventStore(options: KurrentDbEventStoreOptions): EventStore {
  const client = KurrentDBClient.connectionString(options.connectionString);
  const { upcasters } = options;
  const closing = new AbortController();
  return {
    kind: 'kurrentdb',
    append: (stream, events, { expectedRevision }) => append(client, stream, events, expectedRevision),
    readStream: (stream) => readStream(client, stream, upcasters),
    readAll: (readOptions) => readAll(client, readOptions, upcasters),
    subscribeAll: (subscription) => subscribeAll(client, subscription, upcasters, closing.signal),
    hasReached: async (checkpoint, position) => checkpoint !== null && fromCheckpoint(checkpoint).commit >= position,
    headPosition: () => headPosition(client),
    async close() {
      closing.abort();
      await client.dispose();
    },
  };
}

async function append(
  client: KurrentDBClient,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) return checkWithoutWriting(client, stream, expected);
  try {
    const result = await client.appendToStream(stream, events.map(toEventData), { streamState: toStreamState(expected) });
    // An append the server recognises as a repeat (same ids) comes back without a position.
    const position = result.position?.commit ?? (await positionAt(client, stream, result.nextExpectedRevision));
    return { nextExpectedRevision: result.nextExpectedRevision, position };
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    const actual = error.actualState === NO_STREAM ? -1n : error.actualState;
    throw new WrongExpectedRevisionError(stream, expected, actual);
  }
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return expected;
}

async function checkWithoutWriting(client: KurrentDBClient, stream: string, expected: ExpectedRevision): Promise<AppendResult> {
  const last = await lastEvent(client, stream);
  const revision = last?.event?.revision ?? -1n;
  const holds = expected === 'any' || (expected === 'no_stream' ? revision === -1n : revision === expected);
  if (!holds) throw new WrongExpectedRevisionError(stream, expected, revision);
  return { nextExpectedRevision: revision, position: last?.event?.position?.commit ?? -1n };
}

async function lastEvent(client: KurrentDBClient, stream: string): Promise<ResolvedEvent | null> {
  return firstOf(client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }));
}

async function positionAt(client: KurrentDBClient, stream: string, revision: bigint): Promise<bigint> {
  const found = await firstOf(client.readStream(stream, { direction: FORWARDS, fromRevision: revision, maxCount: 1 }));
  const position = found?.event?.position?.commit;
  if (position === undefined) throw new Error(`Stream ${stream} has no event at revision ${revision}`);
  return position;
}

async function firstOf(events: AsyncIterable<ResolvedEvent>): Promise<ResolvedEvent | null> {
  try {
    for await (const resolved of events) return resolved;
    return null;
  } catch (error) {
    if (error instanceof StreamNotFoundError) return null;
    throw error;
  }
}

async function readStream(client: KurrentDBClient, stream: string, upcasters: Upcasters | undefined): Promise<ReadStreamResult> {
  const events: StoredEvent[] = [];
  try {
    for await (const resolved of client.readStream(stream, { direction: FORWARDS, fromRevision: START })) {
      const event = toStoredEvent(resolved, upcasters);
      if (event) events.push(event);
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  const last = events.at(-1);
  return { events, revision: last ? last.streamRevision : -1n, exists: last !== undefined };
}

async function readAll(
  client: KurrentDBClient,
  { after, limit }: ReadAllOptions,
  upcasters: Upcasters | undefined,
): Promise<StoredEvent[]> {
  const from = after ? fromCheckpoint(after) : null;
  const events: StoredEvent[] = [];
  // Reading $all from a position includes the event at it; ask for one more and drop it.
  const read = client.readAll({
    direction: FORWARDS,
    fromPosition: from ?? START,
    maxCount: limit + 1,
    filter: excludeSystemEvents(),
  });
  for await (const resolved of read) {
    const event = toStoredEvent(resolved, upcasters);
    if (event && isPast(event, from)) events.push(event);
    if (events.length === limit) break;
  }
  return events;
}

async function* subscribeAll(
  client: KurrentDBClient,
  options: SubscribeAllOptions,
  upcasters: Upcasters | undefined,
  closed: AbortSignal,
): AsyncGenerator<readonly StoredEvent[]> {
  const signal = options.signal ? AbortSignal.any([options.signal, closed]) : closed;
  const from = options.after ? fromCheckpoint(options.after) : null;
  const subscription = client.subscribeToAll({ fromPosition: from ?? START, filter: excludeSystemEvents() });
  const toEvent = (chunk: unknown): StoredEvent | null => {
    const event = isResolved(chunk) ? toStoredEvent(chunk, upcasters) : null;
    return event && isPast(event, from) ? event : null;
  };
  try {
    yield* batchesOf(subscription, toEvent, options.batchSize ?? DEFAULT_BATCH_SIZE, signal);
  } finally {
    await subscription.unsubscribe();
  }
}

function isPast(event: StoredEvent, from: Position | null): boolean {
  return from === null || isAfter(fromCheckpoint(event.checkpoint), from);
}

function isResolved(chunk: unknown): chunk is ResolvedEvent {
  return typeof chunk === 'object' && chunk !== null && ('event' in chunk || 'link' in chunk);
}

/** Commit position of the newest non-system event in $all. */
async function headPosition(client: KurrentDBClient): Promise<bigint | null> {
  for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, filter: excludeSystemEvents() })) {
    return resolved.event?.position?.commit ?? resolved.commitPosition ?? null;
  }
  return null;
}
