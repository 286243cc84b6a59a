import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { defaultSiteSettings, userEmailReservationStream, userStream, users } from '@wellway/domain';
import { handleCommand, metadataFor } from '@wellway/event-store';
import { DEMO_SITE_ID, demoEmail, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { EMAIL_RESERVATIONS_QUEUE, emailReservationReactor, emailReservationSweepJobId, type EmailReservationSweepJob } from './reactor.js';
import { until, useSeededApp } from '../seeded-app.spec.js';
import { emailReservationProcessor } from './worker.js';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';

const metadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' });

/** The reservation stream of an address on the demo site (named by its keyed hash). */
const reservationStream = (email: string) => userEmailReservationStream(DEMO_SITE_ID, app.digests.email(email));

const app = useSeededApp({ now: new Date(), prefix: 'wellway_sweep' });

const lastEventOf = async (email: string) => (await app.store.readStream(reservationStream(email))).events.at(-1);
const job = (eventId: string, email: string, userId: string) =>
  ({
    data: { eventId, stream: reservationStream(email), siteId: DEMO_SITE_ID, userId },
  }) as Job<EmailReservationSweepJob>;

describe('e-mail reservation sweeper on Redis', () => {
  it('releases a reservation no account holds after the delay, keeps one in use, and enqueues each check once', async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    expect(queues.kind).toBe('redis');
    const queue = queues.queue<EmailReservationSweepJob>(EMAIL_RESERVATIONS_QUEUE);
    queues.worker<EmailReservationSweepJob>(EMAIL_RESERVATIONS_QUEUE, emailReservationProcessor({ store: app.store }), { concurrency: 2 });
    // Checks are due 300 ms after each reservation (production: minutes); the seed's old ones at once.
    const reactor = () => emailReservationReactor(reactionOutbox(queue), { sweepAfterMs: 300 });
    const projector = app.projector([reactor()]);
    try {
      // A registration that died after reserving: no user stream.
      const orphan = `orphan-${randomUUID()}@demo.wellway.test`;
      const orphanEvent = await app.reserveEmail(orphan, randomUUID());
      // A registration that finished.
      const used = `used-${randomUUID()}@demo.wellway.test`;
      const usedUser = randomUUID();
      const usedEvent = await app.reserveEmail(used, usedUser);
      await app.registerUser({ userId: usedUser, email: used });

      const orphanJob = await (async () => {
        await until(
          async () => (await queue.getJob(emailReservationSweepJobId(orphanEvent))) !== undefined,
          'the orphan check to be enqueued',
        );
        return queue.getJob(emailReservationSweepJobId(orphanEvent));
      })();
      expect(orphanJob?.opts.delay).toBeGreaterThan(0); // delayed, not run at once
      await until(async () => (await lastEventOf(orphan))?.type === 'UserEmailReleased', 'the orphaned reservation to be released');
      expect(await lastEventOf(orphan)).toMatchObject({
        type: 'UserEmailReleased',
        data: { email: orphan },
        metadata: { causationId: orphanEvent },
      });

      await until(
        async () => (await (await queue.getJob(emailReservationSweepJobId(usedEvent)))?.isCompleted()) === true,
        'the used check to complete',
      );
      expect((await queue.getJob(emailReservationSweepJobId(usedEvent)))?.returnvalue).toEqual({ released: false, reason: 'in_use' });
      expect((await lastEventOf(used))?.id).toBe(usedEvent);

      // The demo seed's reservations (accounts that exist) were checked and kept.
      const seeded = await lastEventOf(demoEmail('participant'));
      await until(
        async () => (await (await queue.getJob(emailReservationSweepJobId(seeded?.id ?? '')))?.isCompleted()) === true,
        'the seeded check',
      );
      expect((await lastEventOf(demoEmail('participant')))?.type).toBe('UserEmailReserved');

      // The log replays from the start: no check is enqueued again.
      await projector.stop();
      const counts = await queue.getJobCounts('completed', 'waiting', 'delayed', 'active');
      await app.replayFromStart(reactor());
      expect(await queue.getJobCounts('completed', 'waiting', 'delayed', 'active')).toEqual(counts);
    } finally {
      await projector.stop();
      await queues.close();
    }
  });

  it('releases an address its holder moved away from, and a retried check does nothing twice', async () => {
    const sweep = emailReservationProcessor({ store: app.store });
    const userId = randomUUID();
    const first = `first-${randomUUID()}@demo.wellway.test`;
    const firstEvent = await app.reserveEmail(first, userId);
    await app.registerUser({ userId, email: first });
    expect(await sweep(job(firstEvent, first, userId))).toEqual({ released: false, reason: 'in_use' });

    // An e-mail change that died before releasing the old address: the account now has another one.
    const second = `second-${randomUUID()}@demo.wellway.test`;
    await app.reserveEmail(second, userId);
    await handleCommand({
      store: app.store,
      stream: userStream(userId),
      decider: users.userDecider,
      metadata,
      command: {
        type: 'ChangePersonalSettings',
        userId,
        firstName: 'Pat',
        lastName: 'Lee',
        email: second,
        address: { line1: '', line2: '', city: '', stateProvince: '', postalCode: '' },
        allowsSms: false,
        phone: '',
        timeZone: 'UTC',
        context: { siteTimeZone: 'UTC', passwordRule: defaultSiteSettings() },
      },
    });
    const before = (await app.store.readStream(reservationStream(first))).revision;
    expect(await sweep(job(firstEvent, first, userId))).toEqual({ released: true });
    // The same job again (BullMQ retries after a lost acknowledgement): nothing more is appended.
    expect(await sweep(job(firstEvent, first, userId))).toEqual({ released: false, reason: 'superseded' });
    expect((await app.store.readStream(reservationStream(first))).revision).toBe(before + 1n);
    // Released, the address can be reserved again — and that reservation is checked on its own.
    const newcomer = randomUUID();
    const again = await app.reserveEmail(first, newcomer);
    expect(await sweep(job(firstEvent, first, userId))).toEqual({ released: false, reason: 'superseded' });
    expect(await sweep(job(again, first, newcomer))).toEqual({ released: true });
  });
});
