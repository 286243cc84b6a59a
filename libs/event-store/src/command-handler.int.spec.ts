import { describe, expect, it } from 'vitest';
import { aggregateStream, type CommandDecider, handleCommand } from './command-handler.js';
import { metadataFor, SCHEMA_VERSION } from './metadata.js';
import { ConcurrencyConflictError } from './errors.js';
import { type EventStore, WrongExpectedRevisionError } from './port.js';
import { newEvent, sampleMetadata, uniqueStream } from './testing/fixtures.js';
import { usePostgresStore } from './testing/use-postgres-store.spec.js';
import { StreamStateCache } from './stream-state-cache.js';

type CounterEvent = { readonly type: 'Incremented'; readonly data: { readonly value: number } };
type CounterCommand = { readonly type: 'Increment'; readonly max: number } | { readonly type: 'Peek' };

class LimitReached extends Error {}

/** A counter that refuses to pass `max`: its decision depends on the state, so a stale decision is wrong. */
function counterDecider(calls: { decide: number }): CommandDecider<CounterCommand, CounterEvent, number> {
  return {
    initialState: () => 0,
    evolve: (_state, event) => event.data.value,
    decide: (command, state) => {
      calls.decide += 1;
      if (command.type === 'Peek') return [];
      if (state >= command.max) throw new LimitReached(`at ${state}`);
      return [{ type: 'Incremented', data: { value: state + 1 } }];
    },
  };
}

/** Holds every reader of the first `parties` reads until all of them have read: forces a race. */
function readBarrier(store: EventStore, parties: number): EventStore {
  let arrived = 0;
  let release: () => void = () => undefined;
  const allRead = new Promise<void>((resolve) => (release = resolve));
  return {
    ...store,
    async readStream(stream) {
      const result = await store.readStream(stream);
      arrived += 1;
      if (arrived === parties) release();
      if (arrived <= parties) await allRead;
      return result;
    },
  };
}

/** Another writer appends between every read and the handler's append. */
function alwaysOvertaken(store: EventStore): EventStore {
  return {
    ...store,
    async readStream(stream) {
      const result = await store.readStream(stream);
      await store.append(stream, [newEvent('Incremented', { value: 0 })], { expectedRevision: 'any' });
      return result;
    },
  };
}

describe('handleCommand on PostgreSQL', () => {
  const bed = usePostgresStore('wellway_es_handler');
  const metadata = sampleMetadata();

  it('appends the decided events with metadata and answers position, revision and state', async () => {
    const stream = uniqueStream('counter');
    const calls = { decide: 0 };
    const result = await handleCommand({
      store: bed.store,
      stream,
      decider: counterDecider(calls),
      command: { type: 'Increment', max: 5 },
      metadata,
    });
    const read = await bed.store.readStream(stream);

    expect(result.revision).toBe(0n);
    expect(result.state).toBe(1);
    expect(result.position).toBe(read.events[0]?.position);
    expect(read.events.map((e) => [e.id, e.type, e.data, e.metadata])).toEqual(
      result.events.map((e) => [e.id, 'Incremented', { value: 1 }, metadata]),
    );
  });

  it('answers position null and appends nothing when the decider decides nothing', async () => {
    const stream = uniqueStream('counter');
    const decider = counterDecider({ decide: 0 });
    await handleCommand({ store: bed.store, stream, decider, command: { type: 'Increment', max: 5 }, metadata });
    const result = await handleCommand({ store: bed.store, stream, decider, command: { type: 'Peek' }, metadata });

    expect(result).toEqual({ events: [], position: null, revision: 0n, state: 1 });
  });

  it('lets domain errors through untouched and appends nothing', async () => {
    const stream = uniqueStream('counter');
    const outcome = handleCommand({
      store: bed.store,
      stream,
      decider: counterDecider({ decide: 0 }),
      command: { type: 'Increment', max: 0 },
      metadata,
    });

    await expect(outcome).rejects.toBeInstanceOf(LimitReached);
    expect((await bed.store.readStream(stream)).exists).toBe(false);
  });

  it('re-decides from the new state when two handlers race', async () => {
    const stream = uniqueStream('counter');
    const calls = { decide: 0 };
    const racing = readBarrier(bed.store, 2);
    const run = () =>
      handleCommand({ store: racing, stream, decider: counterDecider(calls), command: { type: 'Increment', max: 5 }, metadata });

    const results = await Promise.all([run(), run()]);
    const values = (await bed.store.readStream(stream)).events.map((e) => e.data);

    expect(values).toEqual([{ value: 1 }, { value: 2 }]);
    expect(calls.decide).toBe(3);
    expect(results.map((r) => r.revision).sort()).toEqual([0n, 1n]);
    expect(results.map((r) => r.state).sort()).toEqual([1, 2]);
  });

  it('keeps the invariant when many handlers race for the last places', async () => {
    const stream = uniqueStream('counter');
    const decider = counterDecider({ decide: 0 });
    const run = () =>
      handleCommand({ store: bed.store, stream, decider, command: { type: 'Increment', max: 3 }, metadata, maxAttempts: 20 });

    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, run));

    expect((await bed.store.readStream(stream)).events.map((e) => e.data)).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof LimitReached)).toHaveLength(5);
  });

  it('gives up after maxAttempts with a typed conflict', async () => {
    const stream = uniqueStream('counter');
    const calls = { decide: 0 };
    const outcome = handleCommand({
      store: alwaysOvertaken(bed.store),
      stream,
      decider: counterDecider(calls),
      command: { type: 'Increment', max: 100 },
      metadata,
      maxAttempts: 3,
    });

    await expect(outcome).rejects.toBeInstanceOf(ConcurrencyConflictError);
    await expect(outcome).rejects.toMatchObject({ code: 'conflict', status: 409, attempts: 3, stream });
    await expect(outcome).rejects.toHaveProperty('cause', expect.any(WrongExpectedRevisionError));
    expect(calls.decide).toBe(3);
  });

  it('refuses at once when the If-Match revision is stale', async () => {
    const stream = uniqueStream('counter');
    const calls = { decide: 0 };
    const decider = counterDecider(calls);
    await handleCommand({ store: bed.store, stream, decider, command: { type: 'Increment', max: 5 }, metadata });
    const outcome = handleCommand({
      store: bed.store,
      stream,
      decider,
      command: { type: 'Increment', max: 5 },
      metadata,
      expectedRevision: 3n,
    });

    await expect(outcome).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', expected: 3n, actual: 0n });
    expect(calls.decide).toBe(1);
  });

  it('uses the given event ids, so a repeated decision is stored once', async () => {
    const stream = uniqueStream('once');
    const decider: CommandDecider<'Register', { type: 'Registered'; data: null }, number> = {
      initialState: () => 0,
      evolve: (state) => state + 1,
      decide: () => [{ type: 'Registered', data: null }],
    };
    const eventId = () => '6f1c8f4e-4a59-4c43-9d7c-2f1f3e0b9a01'.replace('2f1f3e0b9a01', stream.slice(-12));
    const first = await handleCommand({ store: bed.store, stream, decider, command: 'Register', metadata, eventId });
    const second = await handleCommand({ store: bed.store, stream, decider, command: 'Register', metadata, eventId });

    expect(first.events[0]?.id).toBe(eventId());
    expect(second.position).toBe(first.position);
    expect((await bed.store.readStream(stream)).events).toHaveLength(1);
  });

  describe('deciding from a guessed state (cache, assumeNewStream)', () => {
    /** Counts stream reads, to show which commands decided without one. */
    function counting(inner: EventStore): EventStore & { reads: number } {
      const counted = { ...inner, reads: 0 };
      counted.readStream = async (stream) => {
        counted.reads += 1;
        return inner.readStream(stream);
      };
      return counted;
    }
    const increment = { type: 'Increment', max: 5 } as const;

    it('decides from the cached state without reading, and the store confirms it', async () => {
      const stream = uniqueStream('counter');
      const counted = counting(bed.store);
      const cache = new StreamStateCache<number>();
      const decider = counterDecider({ decide: 0 });
      for (let i = 0; i < 3; i += 1) await handleCommand({ store: counted, stream, decider, command: increment, metadata, cache });

      expect(counted.reads).toBe(1);
      expect(cache.get(stream)).toEqual({ revision: 2n, state: 3 });
      expect((await bed.store.readStream(stream)).events.map((e) => e.data)).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
    });

    it('re-decides from a fresh read when another writer moved the stream past the cache, without counting a conflict', async () => {
      const stream = uniqueStream('counter');
      const cache = new StreamStateCache<number>();
      const decider = counterDecider({ decide: 0 });
      await handleCommand({ store: bed.store, stream, decider, command: increment, metadata, cache });
      for (let i = 0; i < 4; i += 1) await handleCommand({ store: bed.store, stream, decider, command: increment, metadata }); // another instance

      const outcome = handleCommand({ store: bed.store, stream, decider, command: increment, metadata, cache, maxAttempts: 1 });

      await expect(outcome).rejects.toBeInstanceOf(LimitReached); // at 5 in truth; the cache said 1
      expect((await bed.store.readStream(stream)).events).toHaveLength(5);
      expect(cache.get(stream)).toEqual({ revision: 4n, state: 5 });
    });

    it('never rejects, nor answers a no-op, on a state the store has not confirmed', async () => {
      const stream = uniqueStream('counter');
      const decider = counterDecider({ decide: 0 });
      await handleCommand({ store: bed.store, stream, decider, command: increment, metadata });
      const cache = new StreamStateCache<number>();
      cache.set(stream, { revision: 0n, state: 5 }); // wrong state: the stream holds 1

      const peek = await handleCommand({ store: bed.store, stream, decider, command: { type: 'Peek' }, metadata, cache });
      cache.set(stream, { revision: 0n, state: 5 });
      const incremented = await handleCommand({ store: bed.store, stream, decider, command: increment, metadata, cache });

      expect(peek.state).toBe(1);
      expect(incremented).toMatchObject({ revision: 1n, state: 2 });
    });

    it('with assumeNewStream appends a new stream in one round trip, and an existing one after a read', async () => {
      const counted = counting(bed.store);
      const decider = counterDecider({ decide: 0 });
      const fresh = uniqueStream('counter');
      const created = await handleCommand({ store: counted, stream: fresh, decider, command: increment, metadata, assumeNewStream: true });
      expect(counted.reads).toBe(0);
      expect(created).toMatchObject({ revision: 0n, state: 1 });

      const again = await handleCommand({
        store: counted,
        stream: fresh,
        decider,
        command: increment,
        metadata,
        assumeNewStream: true,
        maxAttempts: 1,
      });
      expect(counted.reads).toBe(1);
      expect(again).toMatchObject({ revision: 1n, state: 2 });
      expect((await bed.store.readStream(fresh)).events.map((e) => e.data)).toEqual([{ value: 1 }, { value: 2 }]);
    });

    it('reads afresh when If-Match names another revision than the cache holds', async () => {
      const stream = uniqueStream('counter');
      const decider = counterDecider({ decide: 0 });
      await handleCommand({ store: bed.store, stream, decider, command: increment, metadata });
      await handleCommand({ store: bed.store, stream, decider, command: increment, metadata });
      const cache = new StreamStateCache<number>();
      cache.set(stream, { revision: 0n, state: 1 }); // stale

      const result = await handleCommand({ store: bed.store, stream, decider, command: increment, metadata, cache, expectedRevision: 1n });
      const stale = handleCommand({
        store: bed.store,
        stream,
        decider,
        command: increment,
        metadata,
        cache: new StreamStateCache<number>(),
        expectedRevision: 1n,
      });

      expect(result).toMatchObject({ revision: 2n, state: 3 });
      await expect(stale).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', expected: 1n, actual: 2n });
    });
  });

  describe('deciding from a state just read (known)', () => {
    it('folds a stream with aggregateStream, and decides on that state without reading again', async () => {
      const stream = uniqueStream('counter');
      const decider = counterDecider({ decide: 0 });
      await handleCommand({ store: bed.store, stream, decider, command: { type: 'Increment', max: 5 }, metadata });
      const known = await aggregateStream(bed.store, stream, decider);
      let reads = 0;
      const counted: EventStore = { ...bed.store, readStream: (name) => ((reads += 1), bed.store.readStream(name)) };

      const result = await handleCommand({ store: counted, stream, decider, command: { type: 'Increment', max: 5 }, metadata, known });

      expect(known).toMatchObject({ revision: 0n, state: 1, events: [{ type: 'Incremented', data: { value: 1 } }] });
      expect(reads).toBe(0);
      expect(result).toMatchObject({ revision: 1n, state: 2 });
    });

    it('answers no stream as revision -1 and the initial state', async () => {
      expect(await aggregateStream(bed.store, uniqueStream('counter'), counterDecider({ decide: 0 }))).toEqual({
        state: 0,
        revision: -1n,
        events: [],
      });
    });

    it('with the revision it was read at, a stream changed since is a WrongExpectedRevisionError', async () => {
      const stream = uniqueStream('counter');
      const decider = counterDecider({ decide: 0 });
      await handleCommand({ store: bed.store, stream, decider, command: { type: 'Increment', max: 5 }, metadata });
      const known = await aggregateStream(bed.store, stream, decider);
      await handleCommand({ store: bed.store, stream, decider, command: { type: 'Increment', max: 5 }, metadata });

      const outcome = handleCommand({
        store: bed.store,
        stream,
        decider,
        command: { type: 'Increment', max: 5 },
        metadata,
        known,
        expectedRevision: 0n,
      });

      await expect(outcome).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', expected: 0n, actual: 1n });
    });
  });

  it('stamps the metadata metadataFor builds on every event, with the schema version', async () => {
    const stream = uniqueStream('counter');
    const stamped = metadataFor({ actor: { id: 'user-1', impersonatorId: 'master-1' }, siteId: 'site-1', correlationId: 'c-1' });
    await handleCommand({
      store: bed.store,
      stream,
      decider: counterDecider({ decide: 0 }),
      command: { type: 'Increment', max: 5 },
      metadata: stamped,
    });

    expect((await bed.store.readStream(stream)).events[0]?.metadata).toEqual({
      actorId: 'user-1',
      siteId: 'site-1',
      correlationId: 'c-1',
      causationId: null,
      impersonatorId: 'master-1',
      schemaVersion: SCHEMA_VERSION,
    });
  });
});
