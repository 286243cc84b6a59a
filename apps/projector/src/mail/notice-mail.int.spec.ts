import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { badges, badgeAwardEventId, defaultSubscription, userBadgesStream, userStream, users, type BadgeAwarded } from '@wellway/domain';
import { unsubscribeToken } from '@wellway/domain/users/unsubscribe-token';
import { handleCommand } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import { DEMO_SITE_ID, demoEmail, demoUserId, startMailbox, TEST_REDIS_URL, uniqueRedisPrefix, type Mailbox } from '@wellway/test-support';
import { createMailTransport } from './transport.js';
import { MAIL_QUEUE, mailReactor, noticeMailJobId, type MailJob } from './reactor.js';
import { mailProcessor, type MailWorkerDeps } from './worker.js';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox, settled } from '../workers/outbox.js';
import { eventually, testMetadata, useSeededApp } from '../seeded-app.spec.js';

const SECRET = 'notice-mail-secret';
const now = new Date('2026-11-22T15:00:00Z');
const participant = demoUserId('participant');
const coordinator = demoUserId('coordinator');

const app = useSeededApp({ now, prefix: 'wellway_notice_mail' });
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});

afterAll(async () => {
  await mailbox?.close();
});

const deps = (): MailWorkerDeps => ({
  store: app.store,
  db: app.db,
  waiter: app.waiter,
  mail: createMailTransport(mailbox.url),
  resetTokenSecret: SECRET,
  publicUrl: 'https://wellway.test:8443/',
  now: () => now,
});

/** RFC 2047 Q-encoded words, as nodemailer writes a subject with quotes in it (the space between two words is not text). */
const decodedWords = (header: string): string =>
  header.replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_word, text: string) =>
    Buffer.from(
      text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );

let awards = 0;
/** A badge awarded to `userId`: its notice (badge_earned) carries `email: 'email_site'`. */
async function awardBadge(userId: string) {
  const badgeId = `badge-notice-${++awards}`;
  const result = await handleCommand({
    store: app.store,
    stream: userBadgesStream(userId),
    decider: badges.userBadgesDecider,
    command: {
      type: 'AwardBadges',
      userId,
      siteId: DEMO_SITE_ID,
      year: 2026,
      earnedOn: '2026-11-22',
      badges: [
        { badgeId, siteId: DEMO_SITE_ID, name: `Star ${awards}`, category: 'days_logged', goal: 1, goal2: null, icon: 'x', sequence: 1 },
      ],
    },
    eventId: (event) => badgeAwardEventId(event as BadgeAwarded),
    metadata: testMetadata,
  });
  const event = result.events[0]!;
  return { badgeId, name: `Star ${awards}`, eventId: event.id, position: result.position! };
}

const noticeJob = (userId: string, eventId: string, position: bigint, noticeId = eventId): Job<MailJob> =>
  ({
    id: noticeMailJobId(eventId, 0),
    data: { kind: 'notice', eventId, noticeId, userId, siteId: DEMO_SITE_ID, subscription: 'email_site', position: position.toString() },
  }) as unknown as Job<MailJob>;

async function changeSubscription(userId: string, subscription: typeof defaultSubscription) {
  return handleCommand({
    store: app.store,
    stream: userStream(userId),
    decider: users.userDecider,
    command: { type: 'ChangeSubscription', userId, subscription },
    metadata: testMetadata,
  });
}

describe('notice e-mails', () => {
  it('e-mails a badge earned to its subscriber once, with its link on the site’s address and the unsubscribe link, however often the log replays', async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    const queue = queues.queue<MailJob>(MAIL_QUEUE);
    queues.worker<MailJob>(MAIL_QUEUE, settled(app.db, mailProcessor(deps()), { exclusive: true }), { concurrency: 2 });
    const projector = app.projector([...projections, mailReactor(reactionOutbox(queue))]);
    try {
      const award = await awardBadge(participant);
      const mail = await mailbox.next((received) => received.text.includes(award.name));
      expect(mail.to).toEqual([demoEmail('participant')]);
      expect(mail.from).toBe('no-reply@demo.wellway.test');
      expect(decodedWords(mail.subject)).toBe(`Wellway Demo: You earned the "${award.name}" badge!`);
      // The demo site's own address (its last URL), with PUBLIC_URL's scheme and port.
      expect(mail.text).toContain(`See it here: https://localhost:8443/badges/2026?badge_id=${award.badgeId}`);
      const token = unsubscribeToken(SECRET, demoEmail('participant'), DEMO_SITE_ID);
      const query = new URLSearchParams({ email: demoEmail('participant'), site_id: DEMO_SITE_ID, token }).toString();
      expect(mail.text).toContain(`Unsubscribe: https://localhost:8443/unsubscribe?${query}`);
      expect(mail.raw.replace(/\r\n[ \t]+/g, ' ')).toContain(`List-Unsubscribe: <https://localhost:8443/api/unsubscribe?${query}>`);
      expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

      const id = noticeMailJobId(award.eventId, 0);
      await eventually(
        async () => (await queue.getJob(id))?.isCompleted(),
        (done) => done === true,
      );
      // The log replays from the start: the same job is not enqueued again, and a retried run sends nothing.
      await projector.stop();
      await app.replayFromStart(mailReactor(reactionOutbox(queue)));
      expect((await queue.getJobCounts('waiting', 'active', 'delayed')).waiting).toBe(0);
      expect(
        await settled(app.db, mailProcessor(deps()), { exclusive: true })(noticeJob(participant, award.eventId, award.position)),
      ).toEqual({
        skipped: 'done',
      });
      expect(mailbox.received.filter((received) => received.text.includes(award.name))).toHaveLength(1);
    } finally {
      await projector.stop();
      await queues.close();
    }
  });

  it('sends nothing to a person whose subscription is off or who unsubscribed from all, and sends again once it is on', async () => {
    const projector = app.projector(projections);
    const send = mailProcessor(deps());
    try {
      await changeSubscription(coordinator, { ...defaultSubscription, emailSite: false });
      const off = await awardBadge(coordinator);
      expect(await send(noticeJob(coordinator, off.eventId, off.position))).toEqual({ sent: false, reason: 'unsubscribed' });

      await changeSubscription(coordinator, { ...defaultSubscription, emailUnsubscribeAll: true });
      const all = await awardBadge(coordinator);
      expect(await send(noticeJob(coordinator, all.eventId, all.position))).toEqual({ sent: false, reason: 'unsubscribed' });

      await changeSubscription(coordinator, defaultSubscription);
      const on = await awardBadge(coordinator);
      expect(await send(noticeJob(coordinator, on.eventId, on.position))).toMatchObject({ sent: true });
      expect(mailbox.received.filter((received) => received.text.includes(off.name) || received.text.includes(all.name))).toEqual([]);
      expect((await mailbox.next((received) => received.text.includes(on.name))).to).toEqual([demoEmail('coordinator')]);
    } finally {
      await projector.stop();
    }
  });

  it('fills in {actor} with the actor’s name when it sends', async () => {
    const projector = app.projector(projections);
    try {
      const award = await awardBadge(participant);
      await app.waiter.waitFor(['notifications'], award.position, 10_000);
      // A notice another capability declares ("{actor} sent you a friend request"): the notifications projection writes such rows.
      await app.db
        .updateTable('notifications')
        .set({ message: '{actor} cheered your badge.', actor_id: coordinator })
        .where('id', '=', award.eventId)
        .execute();
      expect(await mailProcessor(deps())(noticeJob(participant, award.eventId, award.position))).toMatchObject({ sent: true });
      const mail = await mailbox.next((received) => received.text.includes('cheered your badge'));
      expect(mail.text).toMatch(/^\w[\w' -]* cheered your badge\./);
      expect(mail.text).not.toContain('{actor}');
    } finally {
      await projector.stop();
    }
  });

  it('sends nothing to a person erased after the notice', async () => {
    const projector = app.projector(projections);
    try {
      const award = await awardBadge(participant);
      const erased = await handleCommand({
        store: app.store,
        stream: userStream(participant),
        decider: users.userDecider,
        command: {
          type: 'EraseUser',
          userId: participant,
          requestedBy: { id: demoUserId('master'), role: 'master', siteId: DEMO_SITE_ID },
          requestedAt: now.toISOString(),
          releases: { emailReservationStream: 'user_email-unused', eligibilityId: null },
        },
        metadata: testMetadata,
      });
      expect(await app.waiter.waitFor(['users', 'notifications'], erased.position!, 10_000)).toBe(true);
      expect(await mailProcessor(deps())(noticeJob(participant, award.eventId, award.position))).toEqual({ sent: false, reason: 'erased' });
    } finally {
      await projector.stop();
    }
  });
});
