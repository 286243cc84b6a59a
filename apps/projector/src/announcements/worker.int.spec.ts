import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementDecider, announcementStream, defaultSubscription, userStream, users } from '@wellway/domain';
import { handleCommand } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import {
  DEMO_SITE_ID,
  demoLocationId,
  demoUserId,
  startMailbox,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  type Mailbox,
} from '@wellway/test-support';
import { createMailTransport } from '../mail/transport.js';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';
import { testMetadata, until, useSeededApp } from '../seeded-app.spec.js';
import { ANNOUNCEMENTS_QUEUE, announcementMailJobId, announcementMailReactor, type AnnouncementMailJob } from './reactor.js';
import { announcementMailProcessor } from './worker.js';

const now = new Date('2026-12-01T15:00:00Z');
const app = useSeededApp({ now, prefix: 'wellway_announcement_mail' });
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

const headquarters = demoLocationId('Headquarters');
const finance = demoLocationId('Headquarters', 'Finance');
const northDepot = demoLocationId('Field Offices', 'North Depot');
const people = [
  { userId: 'ann-in-hq', locationId: headquarters },
  { userId: 'bob-in-finance', locationId: finance },
  { userId: 'cat-in-finance', locationId: finance },
  { userId: 'dan-in-finance', locationId: finance, unsubscribed: true },
  { userId: 'eve-in-north', locationId: northDepot },
] as const;
const emailOf = (userId: string) => `${userId}@mail.example.com`;
const mailsTo = (userId: string) => mailbox.received.filter((mail) => mail.to.includes(emailOf(userId)) && mail.text.includes('Stretch'));

describe('announcement e-mails on Redis', () => {
  it('e-mails, page by page, only those it reaches by location who subscribe to site news, once however often the log replays', async () => {
    for (const { userId, locationId } of people) await app.registerUser({ userId, email: emailOf(userId), locationId });
    await handleCommand({
      store: app.store,
      stream: userStream('dan-in-finance'),
      decider: users.userDecider,
      command: { type: 'ChangeSubscription', userId: 'dan-in-finance', subscription: { ...defaultSubscription, emailSite: false } },
      metadata: testMetadata,
    });
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    const queue = queues.queue<AnnouncementMailJob>(ANNOUNCEMENTS_QUEUE);
    const outbox = reactionOutbox(queue);
    const deps = {
      db: app.db,
      waiter: app.waiter,
      mail: createMailTransport(mailbox.url),
      outbox,
      resetTokenSecret: 'test-secret',
      publicUrl: 'https://demo.wellway.test/',
      // Pages of 2: the five people and the demo accounts under Headquarters take several.
      pageSize: 2,
    };
    queues.worker<AnnouncementMailJob>(ANNOUNCEMENTS_QUEUE, announcementMailProcessor(deps), { concurrency: 2 });
    const projector = app.projector([...projections, announcementMailReactor(outbox)]);
    try {
      const { events } = await handleCommand({
        store: app.store,
        stream: announcementStream('a-1'),
        decider: announcementDecider,
        command: {
          type: 'SendAnnouncement',
          announcementId: 'a-1',
          siteId: DEMO_SITE_ID,
          message: 'Stretch at 3 pm!',
          locationId: headquarters,
          lineage: [headquarters],
          sender: { userId: demoUserId('coordinator'), role: 'coordinator', topLevelLocationId: null },
          at: now.toISOString(),
        },
        metadata: testMetadata,
      });
      const eventId = events[0]!.id;
      for (const userId of ['ann-in-hq', 'bob-in-finance', 'cat-in-finance'])
        await mailbox.next((mail) => mail.to.includes(emailOf(userId)));
      // The last page is the one that was not full.
      await until(async () => {
        const jobs = await queue.getJobs(['completed']);
        return jobs.some(
          (job) => job.id?.startsWith(`announcement-mail-${eventId}`) && (job.returnvalue as { next?: boolean })?.next === false,
        );
      }, 'the last page');
      expect(await queue.getJob(announcementMailJobId(eventId, 1))).toBeDefined();

      const [mail] = mailsTo('bob-in-finance');
      expect(mail!.from).toBe('no-reply@demo.wellway.test');
      expect(mail!.text).toContain('Stretch at 3 pm!');
      expect(mail!.text).toMatch(/Unsubscribe: https:\/\/[^/]+\/unsubscribe\?/);
      expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
      expect(mailsTo('dan-in-finance')).toEqual([]);
      expect(mailsTo('eve-in-north')).toEqual([]);

      await projector.stop();
      await app.replayFromStart(announcementMailReactor(outbox));
      expect((await queue.getJobCounts('waiting')).waiting).toBe(0);
      for (const userId of ['ann-in-hq', 'bob-in-finance', 'cat-in-finance']) expect(mailsTo(userId)).toHaveLength(1);
    } finally {
      await projector.stop();
      await queues.close();
    }
  });
});
