import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventStore, StoredEvent } from '../port.js';
import { contractPolicy } from './contract.js';
import { open, seal } from './envelope.js';
import { KeyCache } from './key-cache.js';
import { keyedHash } from './keyed-hash.js';
import { createMemoryKeyStore } from './memory-key-store.js';
import { sealPersonalData } from './seal-personal-data.js';
import { sampleMetadata } from '../testing/fixtures.js';

describe('envelope', () => {
  const key = randomBytes(32);

  it('opens what it sealed, for that event and subject only', () => {
    const envelope = seal(key, 'event-1', 'alice', { email: 'a@example.test' });
    expect(open(key, 'event-1', envelope)).toEqual({ email: 'a@example.test' });
    expect(open(key, 'event-2', envelope)).toBeNull();
    expect(open(key, 'event-1', { ...envelope, s: 'bob' })).toBeNull();
    expect(open(randomBytes(32), 'event-1', envelope)).toBeNull();
    expect(open(key, 'event-1', { ...envelope, iv: 'short' })).toBeNull();
  });

  it('uses a fresh IV each time', () => {
    expect(seal(key, 'e', 's', { a: 1 }).iv).not.toBe(seal(key, 'e', 's', { a: 1 }).iv);
  });
});

describe('KeyCache', () => {
  it('forgets keys after the TTL and the least recently used beyond its capacity', () => {
    let now = 0;
    const cache = new KeyCache(2, 1_000, () => now);
    const [a, b] = [randomBytes(32), randomBytes(32)];
    cache.set('a', a);
    cache.set('b', b);
    expect(cache.get('a')).toBe(a); // a is now the most recent
    cache.set('c', null);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeNull();
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('keyedHash', () => {
  it('is stable for one key and differs between keys', () => {
    const key = randomBytes(32);
    expect(keyedHash(key)('pat@example.test')).toBe(keyedHash(key)('pat@example.test'));
    expect(keyedHash(key)('pat@example.test')).not.toBe(keyedHash(randomBytes(32))('pat@example.test'));
    expect(() => keyedHash(randomBytes(16))).toThrow('32 bytes');
  });
});

describe('sealPersonalData pass-through', () => {
  const stored = (type: string, data: unknown): StoredEvent => ({
    id: `${type}-id`,
    type,
    data,
    metadata: { actorId: null, siteId: null, correlationId: 'c', causationId: null, schemaVersion: 2 },
    streamName: 's-1',
    streamRevision: 0n,
    position: 1n,
    checkpoint: '1',
    createdAt: new Date(0),
  });
  const page = [stored('EntryLogged', { steps: 1 }), stored('EntryChanged', { steps: 2 })];
  const bare: EventStore = {
    kind: 'postgres',
    append: async (_stream, events) => ({ nextExpectedRevision: BigInt(events.length - 1), position: 1n }),
    readStream: async () => ({ events: page, revision: 1n, exists: true }),
    readAll: async () => page,
    subscribeAll: async function* () {
      yield page;
    },
    hasReached: async () => true,
    headPosition: async () => 1n,
    close: async () => undefined,
  };

  it('hands back the very same pages and results for events no rule names, asking no key', async () => {
    const keys = createMemoryKeyStore();
    const store = sealPersonalData(bare, { policy: contractPolicy, keys });
    expect(await store.readAll({ limit: 10 })).toBe(page);
    const result = await store.readStream('s-1');
    expect(result.events).toBe(page);
    for await (const batch of store.subscribeAll({})) expect(batch).toBe(page);
    await store.append('s-1', page, { expectedRevision: 'any' });
    expect(keys.calls).toEqual({ sealing: 0, reading: 0 });
  });
});

describe('sealPersonalData key cache', () => {
  /** A store that keeps what it is given, as one stream. */
  function keeping(): EventStore {
    let events: StoredEvent[] = [];
    return {
      kind: 'postgres',
      append: async (stream, appended) => {
        events = [
          ...events,
          ...appended.map((event, index) => ({
            ...event,
            streamName: stream,
            streamRevision: BigInt(events.length + index),
            position: BigInt(events.length + index + 1),
            checkpoint: String(events.length + index + 1),
            createdAt: new Date(0),
          })),
        ];
        return { nextExpectedRevision: BigInt(events.length - 1), position: BigInt(events.length) };
      },
      readStream: async () => ({ events, revision: BigInt(events.length - 1), exists: events.length > 0 }),
      readAll: async () => events,
      subscribeAll: async function* () {
        yield events;
      },
      hasReached: async () => true,
      headPosition: async () => BigInt(events.length),
      close: async () => undefined,
    };
  }

  it('stops using a destroyed key once its cache entry expires, and asks once per page', async () => {
    let now = 0;
    const keys = createMemoryKeyStore();
    const store = sealPersonalData(keeping(), { policy: contractPolicy, keys, cache: { ttlMs: 60_000, now: () => now } });
    const data = { personId: 'p-1', email: 'p1@example.test', name: 'Pia', birthDate: null };
    await store.append('s', [{ id: 'e-1', type: 'PersonRegistered', data, metadata: sampleMetadata() }], { expectedRevision: 'any' });

    expect((await store.readStream('s')).events[0]?.data).toEqual(data);
    expect(keys.calls.reading).toBe(0); // the append's key was cached
    await keys.destroy('p-1');
    expect((await store.readStream('s')).events[0]?.data).toEqual(data); // within the TTL
    now = 60_000;
    expect((await store.readStream('s')).events[0]?.data).toEqual({
      personId: 'p-1',
      email: '',
      name: 'Former participant',
      birthDate: null,
    });
    expect(keys.calls.reading).toBe(1);
    expect(store.sealing.missingKeyReads).toBe(1);
  });

  it('applies an erasure event to what follows it in the same subscription batch', async () => {
    const keys = createMemoryKeyStore();
    const store = sealPersonalData(keeping(), { policy: contractPolicy, keys });
    const metadata = sampleMetadata();
    const person = { personId: 'p-2', email: 'p2@example.test', name: 'Pol', birthDate: null };
    await store.append(
      's',
      [
        { id: 'e-1', type: 'PersonRegistered', data: person, metadata },
        { id: 'e-2', type: 'PersonErasureRequested', data: { personId: 'p-2' }, metadata },
        { id: 'e-3', type: 'PersonRenamed', data: { personId: 'p-2', name: 'Paul' }, metadata },
      ],
      { expectedRevision: 'any' },
    );
    const batches: unknown[][] = [];
    for await (const batch of store.subscribeAll({})) batches.push(batch.map((event) => event.data));
    expect(batches).toEqual([[person, { personId: 'p-2' }, { personId: 'p-2', name: 'Former participant' }]]);
  });
});
