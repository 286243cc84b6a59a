import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStore, type StoredEvent, WrongExpectedRevisionError } from './port.js';
import { newEvent, readAllUntil, readToEnd, sampleMetadata, uniqueStream } from './testing/fixtures.js';
import { startSubscriber } from './testing/subscriber.js';

export interface ContractStore {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

const ids = (events: readonly { id: string }[]) => events.map((event) => event.id);
const ofStream = (stream: string) => (events: readonly StoredEvent[]) => events.filter((e) => e.streamName === stream);

/** The behaviour every EventStore adapter must show. Run it against each adapter's real server. */
export function eventStoreContract(label: string, makeStore: () => Promise<ContractStore>): void {
  describe(`event store contract: ${label}`, () => {
    let fixture: ContractStore | undefined;
    const store = (): EventStore => {
      if (!fixture) throw new Error('store not created');
      return fixture.store;
    };
    beforeAll(async () => {
      fixture = await makeStore();
    });
    afterAll(async () => {
      await fixture?.cleanup();
    });

    describe('append and readStream', () => {
      it('reads a missing stream as empty at revision -1n', async () => {
        expect(await store().readStream(uniqueStream())).toEqual({ events: [], revision: -1n, exists: false });
      });

      it('reads appended events back in revision order', async () => {
        const stream = uniqueStream();
        const events = [newEvent('A', { n: 1 }), newEvent('B', { n: 2 }), newEvent('C', { n: 3 })];
        const result = await store().append(stream, events, { expectedRevision: 'no_stream' });
        const read = await store().readStream(stream);

        expect(result.nextExpectedRevision).toBe(2n);
        expect(read.exists).toBe(true);
        expect(read.revision).toBe(2n);
        expect(ids(read.events)).toEqual(ids(events));
        expect(read.events.map((e) => [e.type, e.data, e.streamName, e.streamRevision])).toEqual([
          ['A', { n: 1 }, stream, 0n],
          ['B', { n: 2 }, stream, 1n],
          ['C', { n: 3 }, stream, 2n],
        ]);
        expect(read.events.at(-1)?.position).toBe(result.position);
        expect(read.events.every((e) => e.createdAt instanceof Date)).toBe(true);
      });

      it('continues revisions and global positions across appends', async () => {
        const stream = uniqueStream();
        const first = await store().append(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        const second = await store().append(stream, [newEvent('B'), newEvent('C')], { expectedRevision: 0n });
        const read = await store().readStream(stream);

        expect(second.nextExpectedRevision).toBe(2n);
        expect(second.position).toBeGreaterThan(first.position);
        expect(read.events.map((e) => e.streamRevision)).toEqual([0n, 1n, 2n]);
        expect(read.events.map((e) => typeof e.position)).toEqual(['bigint', 'bigint', 'bigint']);
      });
    });

    describe('expected revision', () => {
      it("'no_stream' creates a stream and conflicts once it exists", async () => {
        const stream = uniqueStream();
        await store().append(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        const conflict = store().append(stream, [newEvent('B')], { expectedRevision: 'no_stream' });

        await expect(conflict).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(conflict).rejects.toMatchObject({ code: 'wrong_expected_revision', stream, expected: 'no_stream', actual: 0n });
        expect((await store().readStream(stream)).revision).toBe(0n);
      });

      it('an exact revision appends when it holds and conflicts when stale or missing', async () => {
        const stream = uniqueStream();
        await store().append(stream, [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
        await store().append(stream, [newEvent('C')], { expectedRevision: 1n });
        const stale = store().append(stream, [newEvent('D')], { expectedRevision: 1n });
        const missing = store().append(uniqueStream(), [newEvent('E')], { expectedRevision: 0n });

        await Promise.all([
          expect(stale).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', expected: 1n, actual: 2n }),
          expect(missing).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', expected: 0n, actual: -1n }),
        ]);
        expect(ids((await store().readStream(stream)).events)).toHaveLength(3);
      });

      it("'any' creates a stream and appends to an existing one", async () => {
        const stream = uniqueStream();
        const created = await store().append(stream, [newEvent('A')], { expectedRevision: 'any' });
        const appended = await store().append(stream, [newEvent('B')], { expectedRevision: 'any' });

        expect([created.nextExpectedRevision, appended.nextExpectedRevision]).toEqual([0n, 1n]);
      });

      it('keeps revisions beyond Number.MAX_SAFE_INTEGER exact', async () => {
        const huge = 2n ** 53n + 1n;
        const conflict = store().append(uniqueStream(), [newEvent('A')], { expectedRevision: huge });

        await expect(conflict).rejects.toMatchObject({ expected: huge, actual: -1n });
      });

      it('an empty append writes nothing, answers the current revision and still checks it', async () => {
        const stream = uniqueStream();
        expect((await store().append(stream, [], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(-1n);
        await store().append(stream, [newEvent('A')], { expectedRevision: 'no_stream' });

        expect((await store().append(stream, [], { expectedRevision: 0n })).nextExpectedRevision).toBe(0n);
        expect((await store().append(stream, [], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        await expect(store().append(stream, [], { expectedRevision: 5n })).rejects.toMatchObject({ actual: 0n });
        expect((await store().readStream(stream)).events).toHaveLength(1);
      });
    });

    describe('idempotent event ids', () => {
      it('stores a repeated append once and answers as the first time', async () => {
        const stream = uniqueStream();
        const events = [newEvent('A'), newEvent('B')];
        const first = await store().append(stream, events, { expectedRevision: 'no_stream' });
        const again = await store().append(stream, events, { expectedRevision: 'no_stream' });
        const anyAgain = await store().append(stream, events, { expectedRevision: 'any' });

        expect(again).toEqual(first);
        expect(anyAgain).toEqual(first);
        expect(ids((await store().readStream(stream)).events)).toEqual(ids(events));
      });

      it('stores a repeated append at an exact revision once', async () => {
        const stream = uniqueStream();
        await store().append(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        const events = [newEvent('B')];
        const first = await store().append(stream, events, { expectedRevision: 0n });
        const again = await store().append(stream, events, { expectedRevision: 0n });

        expect(again).toEqual(first);
        expect((await store().readStream(stream)).revision).toBe(1n);
      });
    });

    describe('readAll', () => {
      it('pages through the global log with checkpoints, each event once, in append order', async () => {
        const start = await readToEnd(store());
        const [one, two] = [uniqueStream(), uniqueStream()];
        const written = [newEvent('A'), newEvent('B'), newEvent('C'), newEvent('D'), newEvent('E')];
        await store().append(one, written.slice(0, 3), { expectedRevision: 'no_stream' });
        await store().append(two, written.slice(3), { expectedRevision: 'no_stream' });
        const mine = (events: readonly StoredEvent[]) => events.filter((e) => e.streamName === one || e.streamName === two);

        const { events, pages } = await readAllUntil(store(), start, 2, (seen) => mine(seen).length >= 5);

        expect(pages.every((size) => size <= 2)).toBe(true);
        expect(ids(mine(events))).toEqual(ids(written));
        expect(new Set(ids(events)).size).toBe(events.length);
        const positions = mine(events).map((e) => e.position);
        expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
      });

      it('reads nothing of a stream after the checkpoint of its last event', async () => {
        const start = await readToEnd(store());
        const stream = uniqueStream();
        await store().append(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        const { events } = await readAllUntil(store(), start, 100, (seen) => ofStream(stream)(seen).length > 0);
        const end = ofStream(stream)(events)[0]?.checkpoint ?? null;

        expect(ofStream(stream)(await store().readAll({ after: end, limit: 100 }))).toEqual([]);
      });
    });

    describe('pageEnds (an adapter that offers it)', () => {
      it('ends full pages only, and readAll from each end reads exactly the next page, later appends or not', async (context) => {
        const pageEnds = store().pageEnds?.bind(store());
        if (!pageEnds) return context.skip();
        const start = await readToEnd(store());
        const stream = uniqueStream();
        const written = Array.from({ length: 7 }, (_, index) => newEvent(`P${index}`));
        await store().append(stream, written, { expectedRevision: 'no_stream' });

        const ends = await pageEnds({ after: start, limit: 3, pages: 5 });
        expect(ends).toHaveLength(2); // the seventh event is a partial page: never ended
        await store().append(stream, [newEvent('late')], { expectedRevision: 6n });
        const first = await store().readAll({ after: start, limit: 3 });
        const second = await store().readAll({ after: ends[0], limit: 3 });
        expect(first.at(-1)?.checkpoint).toBe(ends[0]);
        expect(second.at(-1)?.checkpoint).toBe(ends[1]);
        expect(ids([...first, ...second])).toEqual(ids(written.slice(0, 6)));
        expect(await pageEnds({ after: start, limit: 3, pages: 1 })).toEqual(ends.slice(0, 1));
        expect(await pageEnds({ after: ends[1], limit: 3, pages: 5 })).toEqual([]); // two left
        expect(await pageEnds({ after: ends[1], limit: 2, pages: 5 })).toHaveLength(1);
      });
    });

    describe('subscribeAll', () => {
      it('catches up, then delivers live appends, each once and in order', async () => {
        const start = await readToEnd(store());
        const stream = uniqueStream();
        const early = [newEvent('A'), newEvent('B'), newEvent('C')];
        await store().append(stream, early, { expectedRevision: 'no_stream' });
        const subscriber = startSubscriber(store(), start, 2);
        try {
          await subscriber.until('catch-up', (seen) => ofStream(stream)(seen).length === 3);
          const late = [newEvent('D'), newEvent('E')];
          await store().append(stream, late, { expectedRevision: 2n });
          await subscriber.until('live events', (seen) => ofStream(stream)(seen).length === 5);

          expect(ids(ofStream(stream)(subscriber.events))).toEqual(ids([...early, ...late]));
          expect(new Set(ids(subscriber.events)).size).toBe(subscriber.events.length);
        } finally {
          await subscriber.stop();
        }
      });

      it('resumes after a checkpoint without repeating what was delivered', async () => {
        const stream = uniqueStream();
        await store().append(stream, [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
        const resumeFrom = (await store().readStream(stream)).events[0]?.checkpoint ?? null;
        const subscriber = startSubscriber(store(), resumeFrom);
        try {
          await subscriber.until('event B', (seen) => ofStream(stream)(seen).length >= 1);
          expect(ofStream(stream)(subscriber.events).map((e) => e.type)).toEqual(['B']);
        } finally {
          await subscriber.stop();
        }
      });
    });

    describe('hasReached', () => {
      it('compares a checkpoint with a global position', async () => {
        const stream = uniqueStream();
        await store().append(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        await store().append(stream, [newEvent('B')], { expectedRevision: 0n });
        const [a, b] = (await store().readStream(stream)).events;
        if (!a || !b) throw new Error('events missing');

        expect(await store().hasReached(null, a.position)).toBe(false);
        expect(await store().hasReached(a.checkpoint, a.position)).toBe(true);
        expect(await store().hasReached(a.checkpoint, b.position)).toBe(false);
        expect(await store().hasReached(b.checkpoint, a.position)).toBe(true);
      });

      it('names the last committed event as the head of the log', async () => {
        const appended = await store().append(uniqueStream(), [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
        expect(await store().headPosition()).toBe(appended.position);
      });
    });

    describe('round trips', () => {
      it('keeps every metadata field', async () => {
        const stream = uniqueStream();
        const full = sampleMetadata({ causationId: 'cause-1', impersonatorId: 'admin-7', schemaVersion: 3 });
        const minimal = sampleMetadata({ actorId: null, siteId: null });
        await store().append(stream, [newEvent('A', {}, full), newEvent('B', {}, minimal)], { expectedRevision: 'any' });

        const read = (await store().readStream(stream)).events;
        expect(read.map((e) => e.metadata)).toEqual([full, minimal]);
        expect(Object.hasOwn(read[1]?.metadata ?? {}, 'impersonatorId')).toBe(false);
      });

      it('keeps unicode and nested JSON data intact on every read path', async () => {
        const stream = uniqueStream();
        const data = {
          text: 'Zoë 🧘‍♀️ 健康 مرحبا e\u0301 "quoted" back\\slash\nnew line\ttab',
          emojiKey: { '🏃': ['👍🏽', 'ﬁ', '𝄞'] },
          numbers: [0, -1, 1.5, 2 ** 53 - 1, 1e-7],
          flags: [true, false, null],
          empty: { object: {}, array: [], string: '' },
        };
        const start = await readToEnd(store());
        await store().append(stream, [newEvent('Unicode', data)], { expectedRevision: 'no_stream' });

        expect((await store().readStream(stream)).events[0]?.data).toEqual(data);
        const { events } = await readAllUntil(store(), start, 100, (seen) => ofStream(stream)(seen).length > 0);
        expect(ofStream(stream)(events)[0]?.data).toEqual(data);
      });
    });
  });
}
