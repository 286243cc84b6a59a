import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, StoredEvent } from '../port.js';
import { newEvent, readAllUntil, readToEnd, uniqueStream } from '../testing/fixtures.js';
import { startSubscriber } from '../testing/subscriber.js';
import { SEALED } from './envelope.js';
import { SubjectErasedError, type KeyStore, type PersonalDataPolicy } from './port.js';
import { sealPersonalData } from './seal-personal-data.js';

export interface SealingContractFixture {
  /** The bare adapter (no sealing): what is really stored. */
  readonly store: EventStore;
  readonly keys: KeyStore;
  /** Everything stored for one event (its row, its stream name, its metadata) as text. */
  storedText(eventId: string): Promise<string>;
  cleanup(): Promise<void>;
}

type Person = { readonly personId: string };
type Invitation = { readonly inviterId: string; readonly inviteeId: string };

/** A policy shaped like the application's: one subject per event, two subjects in one event, an erasure. */
export const contractPolicy: PersonalDataPolicy = {
  rules: {
    PersonRegistered: [{ subject: (data: Person) => data.personId, fields: { email: '', name: 'Former participant', birthDate: null } }],
    PersonRenamed: [{ subject: (data: Person) => data.personId, fields: { name: 'Former participant' } }],
    FriendInvited: [
      { subject: (data: Invitation) => data.inviterId, fields: { note: null } },
      { subject: (data: Invitation) => data.inviteeId, fields: { inviteeEmail: '' } },
    ],
  },
  erasures: { PersonErasureRequested: (data: Person) => data.personId },
};

const person = () => {
  const personId = randomUUID();
  return { personId, email: `${personId}@example.test`, name: `Zoë ${personId.slice(0, 8)}`, birthDate: '1980-02-29' };
};

/** Counts the key store's calls, so the suite can hold the decorator to one call per append or page. */
function counted(keys: KeyStore) {
  const calls = { sealing: 0, reading: 0 };
  const wrapped: KeyStore = {
    keysForSealing: (subjects) => ((calls.sealing += 1), keys.keysForSealing(subjects)),
    keysForReading: (subjects) => ((calls.reading += 1), keys.keysForReading(subjects)),
    destroy: (subject) => keys.destroy(subject),
    isErased: (subject) => keys.isErased(subject),
    hashKey: () => keys.hashKey(),
  };
  return { calls, keys: wrapped };
}

/** Sealing personal data (sealPersonalData) behaves the same over every adapter. */
export function sealingContract(label: string, makeFixture: () => Promise<SealingContractFixture>): void {
  describe(`personal data sealing contract: ${label}`, () => {
    let fixture: SealingContractFixture | undefined;
    const current = (): SealingContractFixture => {
      if (!fixture) throw new Error('fixture not created');
      return fixture;
    };
    /** A sealing store as a fresh process would have it: nothing cached, no erasure seen yet. */
    const sealed = () => {
      const { calls, keys } = counted(current().keys);
      return { calls, store: sealPersonalData(current().store, { policy: contractPolicy, keys }) };
    };
    const dataOf = (events: readonly StoredEvent[]) => events.map((event) => event.data);

    beforeAll(async () => {
      fixture = await makeFixture();
    });
    afterAll(async () => {
      await fixture?.cleanup();
    });

    it('reads sealed fields back in clear on readStream, readAll and subscribeAll; other events pass untouched', async () => {
      const { store, calls } = sealed();
      const start = await readToEnd(store);
      const stream = uniqueStream('person');
      const alice = person();
      const events = [newEvent('PersonRegistered', alice), newEvent('EntryLogged', { personId: alice.personId, steps: 4_200 })];
      await store.append(stream, events, { expectedRevision: 'no_stream' });

      expect(calls.sealing).toBe(1);
      expect(dataOf((await store.readStream(stream)).events)).toEqual(events.map((event) => event.data));
      const { events: all } = await readAllUntil(store, start, 100, (seen) => seen.some((event) => event.id === events[1]!.id));
      expect(dataOf(all.filter((event) => event.streamName === stream))).toEqual(events.map((event) => event.data));

      const subscriber = startSubscriber(sealed().store, start, 50);
      try {
        await subscriber.until('both events', (seen) => seen.filter((event) => event.streamName === stream).length === 2);
        expect(dataOf(subscriber.events.filter((event) => event.streamName === stream))).toEqual(events.map((event) => event.data));
      } finally {
        await subscriber.stop();
      }
    });

    it('stores no personal value in clear: neither in the data, the stream name nor the metadata', async () => {
      const { store } = sealed();
      const alice = person();
      const event = newEvent('PersonRegistered', alice);
      const stream = uniqueStream('person');
      await store.append(stream, [event], { expectedRevision: 'no_stream' });

      const stored = await current().storedText(event.id);
      for (const value of [alice.email, alice.name, alice.birthDate]) expect(stored).not.toContain(value);
      expect(stored).toContain(alice.personId); // ids stay in clear
      const [raw] = (await current().store.readStream(stream)).events;
      expect(Object.keys(raw?.data ?? {}).sort()).toEqual([SEALED, 'personId']);
    });

    it('reads an erased subject with the replacement values, never throwing, and counts it', async () => {
      const writer = sealed().store;
      const [alice, bob] = [person(), person()];
      const stream = uniqueStream('person');
      const events = [
        newEvent('PersonRegistered', alice),
        newEvent('PersonRegistered', bob),
        newEvent('PersonRenamed', { personId: alice.personId, name: 'Al' }),
      ];
      await writer.append(stream, events, { expectedRevision: 'no_stream' });
      await current().keys.destroy(alice.personId);

      const { store: reader, calls } = sealed();
      const read = await reader.readStream(stream);

      expect(dataOf(read.events)).toEqual([
        { personId: alice.personId, email: '', name: 'Former participant', birthDate: null },
        bob,
        { personId: alice.personId, name: 'Former participant' },
      ]);
      expect(reader.sealing.missingKeyReads).toBe(2);
      expect(calls.reading).toBe(1); // one key-store call for the page
      await reader.readStream(stream);
      expect(calls.reading).toBe(1); // then the cache answers, the missing key included
    });

    it('after reading an erasure event, reads that subject as erased even while the key lives', async () => {
      const { store } = sealed();
      const [alice, bob] = [person(), person()];
      const stream = uniqueStream('person');
      const before = newEvent('PersonRegistered', alice);
      const erasure = newEvent('PersonErasureRequested', { personId: alice.personId });
      const after = newEvent('PersonRenamed', { personId: alice.personId, name: 'Alice again' });
      const others = newEvent('PersonRegistered', bob);
      await store.append(stream, [before, erasure, after, others], { expectedRevision: 'no_stream' });
      expect(await current().keys.isErased(alice.personId)).toBe(false);

      const reader = sealed().store;
      const read = dataOf((await reader.readStream(stream)).events);

      expect(read[0]).toEqual(alice); // before the erasure, in that page
      expect(read[2]).toEqual({ personId: alice.personId, name: 'Former participant' });
      expect(read[3]).toEqual(bob);
      // From then on, in this process, even the events before it read as erased.
      expect(dataOf((await reader.readStream(stream)).events)[0]).toMatchObject({ email: '', name: 'Former participant' });
    });

    it('seals two subjects of one event apart: erasing one keeps the other readable', async () => {
      const writer = sealed().store;
      const [alice, bob] = [person(), person()];
      const stream = uniqueStream('invitation');
      const data = { inviterId: alice.personId, inviteeId: bob.personId, note: 'Walk with me, Bob!', inviteeEmail: bob.email };
      const event = newEvent('FriendInvited', data);
      await writer.append(stream, [event], { expectedRevision: 'no_stream' });

      const stored = await current().storedText(event.id);
      expect(stored).not.toContain('Walk with me');
      expect(stored).not.toContain(bob.email);
      expect(dataOf((await sealed().store.readStream(stream)).events)).toEqual([data]);

      await current().keys.destroy(bob.personId);
      expect(dataOf((await sealed().store.readStream(stream)).events)).toEqual([{ ...data, inviteeEmail: '' }]);
    });

    it('reads a tampered or moved envelope as missing (replacement values, counted apart), never throwing', async () => {
      const { store } = sealed();
      const alice = person();
      const original = newEvent('PersonRegistered', alice);
      const originalStream = uniqueStream('person');
      await store.append(originalStream, [original], { expectedRevision: 'no_stream' });
      const [raw] = (await current().store.readStream(originalStream)).events;
      const envelope = (raw?.data as Record<string, [{ s: string; iv: string; ct: string }]>)[SEALED][0];
      const ct = Buffer.from(envelope.ct, 'base64');
      ct[0] = (ct[0] as number) ^ 1;
      // Written with the bare store, as someone with write access to the table could.
      const moved = newEvent('PersonRegistered', { personId: alice.personId, [SEALED]: [envelope] });
      const tampered = newEvent('PersonRegistered', { personId: alice.personId, [SEALED]: [{ ...envelope, ct: ct.toString('base64') }] });
      const stream = uniqueStream('person');
      await current().store.append(stream, [moved, tampered], { expectedRevision: 'no_stream' });

      const reader = sealed().store;
      const read = await reader.readStream(stream);
      const erased = { personId: alice.personId, email: '', name: 'Former participant', birthDate: null };
      expect(dataOf(read.events)).toEqual([erased, erased]);
      expect(reader.sealing).toEqual({ missingKeyReads: 0, unreadableEnvelopes: 2 });
    });

    it('refuses to seal for an erased subject: the append fails and stores nothing', async () => {
      const { store } = sealed();
      const [alice, bob] = [person(), person()];
      await current().keys.destroy(alice.personId);
      const stream = uniqueStream('person');

      const append = store.append(stream, [newEvent('PersonRegistered', bob), newEvent('PersonRegistered', alice)], {
        expectedRevision: 'no_stream',
      });

      await expect(append).rejects.toBeInstanceOf(SubjectErasedError);
      expect((await store.readStream(stream)).exists).toBe(false);
    });

    it('appends events with no personal data without asking the key store', async () => {
      const { store, calls } = sealed();
      const events = [newEvent('EntryLogged', { steps: 1 }), newEvent('PersonErasureRequested', { personId: randomUUID() })];
      await store.append(uniqueStream('entry'), events, { expectedRevision: 'no_stream' });
      expect(calls.sealing).toBe(0);
    });
  });
}
