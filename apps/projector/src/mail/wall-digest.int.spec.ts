import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { defaultSubscription, digestDayOf, digestWindow, postStream, userStream, users, wall, type WallCommand } from '@wellway/domain';
import { handleCommand } from '@wellway/event-store';
import { findSiteById, projections } from '@wellway/read-models';
import { DEMO_SITE_ID, demoEmail, demoUserId, startMailbox, TEST_REDIS_URL, uniqueRedisPrefix, type Mailbox } from '@wellway/test-support';
import { createMailTransport } from './transport.js';
import { MAIL_QUEUE, mailReactor, wallDigestJobId, type MailJob } from './reactor.js';
import { mailProcessor } from './worker.js';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox, settled } from '../workers/outbox.js';
import { eventually, testMetadata, useSeededApp } from '../seeded-app.spec.js';

// The real clock: the outbox delays the digest job by it, so a fixed date would make the job due
// (not delayed) once the real time passes that day's digest hour.
const now = new Date();
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
const participant = demoUserId('participant');
const coordinator = demoUserId('coordinator');
const app = useSeededApp({ now, prefix: 'wellway_wall_digest' });
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

const post = (
  command: Omit<
    Extract<WallCommand, { type: 'CreatePost' }>,
    | 'type'
    | 'siteId'
    | 'actorSiteId'
    | 'photo'
    | 'taggedUserIds'
    | 'friendIds'
    | 'postableType'
    | 'postableId'
    | 'postableFound'
    | 'at'
    | 'today'
    | 'wallableType'
  > & { wallableType?: 'Site' | 'Post' },
) =>
  handleCommand({
    store: app.store,
    stream: postStream(command.postId),
    decider: wall.postDecider,
    command: {
      type: 'CreatePost',
      siteId: DEMO_SITE_ID,
      actorSiteId: DEMO_SITE_ID,
      photo: null,
      taggedUserIds: [],
      friendIds: [],
      postableType: null,
      postableId: null,
      postableFound: false,
      at: now.toISOString(),
      today,
      wallableType: 'Site',
      ...command,
    },
    metadata: testMetadata,
  });

const comment = (postId: string, commentId: string) =>
  post({
    postId: commentId,
    actor: { userId: coordinator, role: 'coordinator' },
    content: `Great walk ${commentId}`,
    wallableType: 'Post',
    wallableId: postId,
    parentPostId: postId,
    parent: { postId, userId: participant, depth: 0 },
  });

describe('the daily wall digest', () => {
  it('gathers a day of comments into one e-mail per person-day, due at the digest hour in their time zone, once under retries and replays', async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    const queue = queues.queue<MailJob>(MAIL_QUEUE);
    const outbox = reactionOutbox(queue);
    const deps = {
      store: app.store,
      db: app.db,
      waiter: app.waiter,
      mail: createMailTransport(mailbox.url),
      outbox,
      resetTokenSecret: 'digest-secret',
      publicUrl: 'https://wellway.test:8443/',
      now: () => now,
    };
    const processor = settled(app.db, mailProcessor(deps), { exclusive: true });
    queues.worker<MailJob>(MAIL_QUEUE, processor, { concurrency: 2 });
    const projector = app.projector([...projections, mailReactor(outbox)]);
    try {
      await post({
        postId: 'p-1',
        actor: { userId: participant, role: 'user' },
        content: 'My walk',
        wallableId: DEMO_SITE_ID,
        parentPostId: null,
        parent: null,
      });
      await comment('p-1', 'c-1');
      await comment('p-1', 'c-2');

      // Two notices, one digest: a delayed job per person and day, due at the day's digest hour.
      const raised = await eventually(
        () =>
          app.db
            .selectFrom('notifications')
            .select('created_at')
            .where('user_id', '=', participant)
            .where('key', '=', 'wall_post_commented')
            .execute(),
        (rows) => rows.length === 2,
      );
      // The sites projection runs beside the notifications one: wait for it too.
      const site = (await eventually(
        () => findSiteById(app.db, DEMO_SITE_ID),
        (found) => found !== undefined,
      ))!;
      const day = digestDayOf(raised[0]!.created_at, site.time_zone);
      const id = wallDigestJobId(participant, day);
      const digest = await eventually(
        () => queue.getJob(id),
        (job) => job !== undefined,
      );
      expect(await digest!.getState()).toBe('delayed');
      expect(digest!.timestamp + digest!.opts.delay!).toBeGreaterThanOrEqual(digestWindow(day, site.time_zone).to.getTime() - 1000);
      expect((await queue.getJobs(['delayed'])).filter((job) => job.name === 'wall_digest')).toHaveLength(1);
      expect(mailbox.received.filter((mail) => mail.text.includes('What happened on the wall'))).toEqual([]);

      // At the digest hour (promoted here): one e-mail with both comments, the unsubscribe link and headers.
      await digest!.promote();
      const finished = await eventually(
        async () => queue.getJob(id),
        (job) => job?.finishedOn !== undefined || (job?.failedReason ?? '') !== '',
      );
      expect({ value: finished?.returnvalue, failed: finished?.failedReason }).toEqual({
        value: expect.objectContaining({ sent: true }),
        failed: undefined,
      });
      const mail = await mailbox.next((received) => received.text.includes('What happened on the wall'));
      expect(mail.to).toEqual([demoEmail('participant')]);
      expect(mail.text.match(/commented/g)).toHaveLength(2);
      expect(mail.text).toContain('https://localhost:8443/wall/post/p-1?reply=c-1');
      expect(mail.text).toMatch(/Unsubscribe: https:\/\/localhost:8443\/unsubscribe\?/);
      expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      await eventually(
        async () => (await queue.getJob(id))?.isCompleted(),
        (done) => done === true,
      );

      // Replayed from the start and run again: nothing more is enqueued or sent.
      await projector.stop();
      await app.replayFromStart(mailReactor(outbox));
      expect(await processor((await queue.getJob(id)) as Job<MailJob>)).toEqual({ skipped: 'done' });
      expect((await queue.getJobCounts('waiting')).waiting).toBe(0);
      expect(mailbox.received.filter((received) => received.text.includes('What happened on the wall'))).toHaveLength(1);

      // With comment e-mails turned off for that type, the same day's digest has nothing to send.
      await handleCommand({
        store: app.store,
        stream: userStream(participant),
        decider: users.userDecider,
        command: {
          type: 'ChangeSubscription',
          userId: participant,
          subscription: { ...defaultSubscription, notices: { wall_post_commented: { inApp: true, email: false } } },
        },
        metadata: testMetadata,
      });
      const caughtUp = app.projector(projections);
      await caughtUp.whenCaughtUp();
      await caughtUp.stop();
      const again = {
        id: 'digest-again',
        data: { kind: 'wall_digest', userId: participant, siteId: DEMO_SITE_ID, day, timeZone: site.time_zone },
      };
      expect(await mailProcessor(deps)(again as unknown as Job<MailJob>)).toEqual({ sent: false, reason: 'nothing new' });
    } finally {
      await projector.stop();
      await queues.close();
    }
  });
});
