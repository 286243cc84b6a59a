import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import {
  eligibility,
  eligibilityIdFor,
  eligibilityStream,
  emailReservations,
  userEmailReservationStream,
  userStream,
  users,
} from '@wellway/domain';
import { aggregateStream, createPostgresKeyStore, handleCommand, metadataFor, type KeyStore } from '@wellway/event-store';
import { DEMO_SITE_ID, demoUserId, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { fileKey, localDiskStorage, personFilesPrefix } from '@wellway/storage';
import { until, useSeededApp } from '../seeded-app.spec.js';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';
import { ERASURES_QUEUE, erasureJobId, erasureReactor, type ErasureJob } from './reactor.js';
import { erasureProcessor } from './worker.js';

const metadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' });
const now = new Date('2026-11-25T03:00:00.000Z');
const master = { id: demoUserId('master'), role: 'master' as const, siteId: DEMO_SITE_ID };

let keys: KeyStore;
const files = localDiskStorage(mkdtempSync(join(tmpdir(), 'wellway-erasure-files-')));

const app = useSeededApp({ now, prefix: 'wellway_erasure' });

beforeAll(() => {
  keys = createPostgresKeyStore(app.pool);
});

interface Person {
  readonly userId: string;
  readonly email: string;
  readonly identifier: string;
}

/** What registration records: the e-mail reserved, the eligibility record claimed, the account, and a key. */
async function registered(): Promise<Person> {
  const person = { userId: randomUUID(), email: `erase-${randomUUID()}@demo.wellway.test`, identifier: `EMP-${randomUUID()}` };
  const { userId, email, identifier } = person;
  await app.reserveEmail(email, userId);
  const eligibilityId = eligibilityIdFor(DEMO_SITE_ID, app.digests.eligibilityIdentifier(identifier));
  const record = eligibilityStream(eligibilityId);
  const details = { firstName: 'Pat', lastName: 'Lee', email, location: '', birthDate: null };
  await handleCommand({
    store: app.store,
    stream: record,
    decider: eligibility.eligibilityDecider,
    command: { type: 'CreateEligibilityRecord', siteId: DEMO_SITE_ID, eligibilityId, identifier, details, today: '2026-11-25' },
    metadata,
  });
  await claim(person, userId);
  await app.registerUser({ userId, email, eligibilityIdentifier: identifier });
  await keys.keysForSealing([userId]);
  return person;
}

const claim = (person: Person, userId: string) =>
  handleCommand({
    store: app.store,
    stream: recordOf(person),
    decider: eligibility.eligibilityDecider,
    command: { type: 'ClaimEligibility', identifier: person.identifier, userId, birthDate: null, birthDateRequired: false },
    metadata,
  });

/** A master's erasure (the saga's first step); returns the request's event id. */
async function erase(person: Person): Promise<string> {
  const stream = userStream(person.userId);
  const { state } = await aggregateStream(app.store, stream, users.userDecider);
  const releases = users.erasureReleases(state, app.digests);
  const result = await handleCommand({
    store: app.store,
    stream,
    decider: users.userDecider,
    command: { type: 'EraseUser', userId: person.userId, requestedBy: master, requestedAt: now.toISOString(), releases },
    metadata,
  });
  return result.events[0]!.id;
}

const job = (eventId: string, person: Person) => ({ data: { eventId, userId: person.userId, siteId: DEMO_SITE_ID } }) as Job<ErasureJob>;
const typesOf = async (stream: string) => (await app.store.readStream(stream)).events.map((event) => event.type);
const recordOf = (person: Person) =>
  eligibilityStream(eligibilityIdFor(DEMO_SITE_ID, app.digests.eligibilityIdentifier(person.identifier)));
const reservationOf = (person: Person) => userEmailReservationStream(DEMO_SITE_ID, app.digests.email(person.email));

/** The end state of a finished saga: released, key gone, erasure recorded once. */
async function expectErased(person: Person): Promise<void> {
  expect(await typesOf(reservationOf(person))).toEqual(['UserEmailReserved', 'UserEmailReleased']);
  expect(await typesOf(recordOf(person))).toEqual(['EligibilityRecordCreated', 'EligibilityClaimed', 'EligibilityReset']);
  expect(await keys.isErased(person.userId)).toBe(true);
  expect(await typesOf(userStream(person.userId))).toEqual(['UserRegistered', 'UserErasureRequested', 'UserErased']);
}

describe('erasure worker', () => {
  it('runs the saga from the log on Redis: releases, destroys the key, records it; a replay enqueues nothing again', async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    const queue = queues.queue<ErasureJob>(ERASURES_QUEUE);
    queues.worker<ErasureJob>(ERASURES_QUEUE, erasureProcessor({ store: app.store, keys, now: () => now, files }), { concurrency: 2 });
    const projector = app.projector([erasureReactor(reactionOutbox(queue))]);
    try {
      // Given a registered person, erased by a master
      const person = await registered();
      const other = await registered();
      const requestId = await erase(person);
      // Then the worker finishes the saga
      await until(async () => (await typesOf(userStream(person.userId))).includes('UserErased'), 'the erasure to be recorded');
      await expectErased(person);
      const [, , erased] = (await app.store.readStream(userStream(person.userId))).events;
      expect(erased).toMatchObject({ data: { userId: person.userId, erasedAt: now.toISOString() }, metadata: { causationId: requestId } });
      // And nobody else is touched
      expect(await keys.isErased(other.userId)).toBe(false);
      expect(await typesOf(reservationOf(other))).toEqual(['UserEmailReserved']);
      expect(await typesOf(userStream(other.userId))).toEqual(['UserRegistered']);

      // When the log replays from the start, then the job is not enqueued again
      await until(async () => (await (await queue.getJob(erasureJobId(requestId)))?.isCompleted()) === true, 'the job to complete');
      await projector.stop();
      const counts = await queue.getJobCounts('completed', 'waiting', 'delayed', 'active');
      await app.replayFromStart(erasureReactor(reactionOutbox(queue)));
      expect(await queue.getJobCounts('completed', 'waiting', 'delayed', 'active')).toEqual(counts);
    } finally {
      await projector.stop();
      await queues.close();
    }
  });

  it('is idempotent: the same job twice appends nothing more', async () => {
    const person = await registered();
    const requestId = await erase(person);
    const run = erasureProcessor({ store: app.store, keys, now: () => now, files });
    expect(await run(job(requestId, person))).toEqual({ recorded: true });
    expect(await run(job(requestId, person))).toEqual({ recorded: false });
    await expectErased(person);
  });

  it('finishes on a retry after a crash between destroying the key and recording it (the key is gone by then)', async () => {
    const person = await registered();
    const requestId = await erase(person);
    // A process that dies right after the key is destroyed
    const crashing: KeyStore = {
      ...keys,
      destroy: async (subject) => {
        await keys.destroy(subject);
        throw new Error('killed after the destroy');
      },
    };
    await expect(erasureProcessor({ store: app.store, keys: crashing, now: () => now, files })(job(requestId, person))).rejects.toThrow(
      'killed',
    );
    expect(await keys.isErased(person.userId)).toBe(true);
    expect(await typesOf(userStream(person.userId))).toEqual(['UserRegistered', 'UserErasureRequested']);
    // When BullMQ retries it, then the saga ends as if nothing had happened
    expect(await erasureProcessor({ store: app.store, keys, now: () => now, files })(job(requestId, person))).toEqual({ recorded: true });
    await expectErased(person);
  });

  it('finishes on a retry after a crash between the releases and the destroy', async () => {
    const person = await registered();
    const requestId = await erase(person);
    const crashing: KeyStore = {
      ...keys,
      destroy: async () => {
        throw new Error('killed before the destroy');
      },
    };
    await expect(erasureProcessor({ store: app.store, keys: crashing, now: () => now, files })(job(requestId, person))).rejects.toThrow(
      'killed',
    );
    expect(await keys.isErased(person.userId)).toBe(false);
    expect(await erasureProcessor({ store: app.store, keys, now: () => now, files })(job(requestId, person))).toEqual({ recorded: true });
    await expectErased(person);
  });

  it('deletes the person’s stored files (photos, uploads, secure ones too), also on a retry after a crash past the destroy', async () => {
    const person = await registered();
    const other = await registered();
    for (const owner of [person, other]) {
      await files.put(fileKey(owner.userId, 'public', 'photo.png'), Buffer.from('png'));
      await files.put(fileKey(owner.userId, 'secure', 'id.png'), Buffer.from('png'));
    }
    const requestId = await erase(person);
    const crashing: KeyStore = {
      ...keys,
      destroy: async (subject) => {
        await keys.destroy(subject);
        throw new Error('killed after the destroy');
      },
    };
    await expect(erasureProcessor({ store: app.store, keys: crashing, now: () => now, files })(job(requestId, person))).rejects.toThrow(
      'killed',
    );
    expect(await erasureProcessor({ store: app.store, keys, now: () => now, files })(job(requestId, person))).toEqual({ recorded: true });
    expect(await files.list(personFilesPrefix(person.userId))).toEqual([]);
    expect((await files.list(personFilesPrefix(other.userId))).sort()).toEqual([
      fileKey(other.userId, 'public', 'photo.png'),
      fileKey(other.userId, 'secure', 'id.png'),
    ]);
  });

  it('frees the e-mail and the eligibility record for a new person', async () => {
    const person = await registered();
    await erasureProcessor({ store: app.store, keys, now: () => now, files })(job(await erase(person), person));
    const newcomer = randomUUID();
    await handleCommand({
      store: app.store,
      stream: reservationOf(person),
      decider: emailReservations.emailReservationDecider,
      command: { type: 'ReserveUserEmail', siteId: DEMO_SITE_ID, email: person.email, userId: newcomer },
      metadata,
    });
    await claim(person, newcomer);
    expect((await app.store.readStream(recordOf(person))).events.at(-1)).toMatchObject({
      type: 'EligibilityClaimed',
      data: { userId: newcomer },
    });
  });
});
