import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMailOptions } from 'nodemailer';
import { friendInvitations, friendInvitationStream, friendMailDecider, friendMailStream, friendshipStream } from '@wellway/domain';
import { actorById, createPostgresKeyStore, handleCommand, metadataFor } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import { DEMO_SITE_ID, demoUserId, openAppStore, TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { createMailTransport } from '../mail/transport.js';
import type { Projector } from '../runner.js';
import { eventually, until, useSeededApp } from '../seeded-app.spec.js';
import { openQueues, type Queues } from '../workers/queues.js';
import { reactionOutbox, settled } from '../workers/outbox.js';
import { FRIENDS_QUEUE, friendJobId, friendReactor, type FriendJob } from './reactor.js';
import { friendProcessor } from './worker.js';

const now = new Date('2026-11-25T10:00:00Z');
const ann = demoUserId('participant');
const coordinator = demoUserId('coordinator');
const app = useSeededApp({ now, prefix: 'wellway_friends' });
const sent: SendMailOptions[] = [];
let queues: Queues;
let projector: Projector;

/** The real transport (nodemailer, JSON: what SMTP would be sent), its messages kept for the spec to read. */
function recordingTransport() {
  const transport = createMailTransport(undefined);
  const send = transport.transporter.sendMail.bind(transport.transporter);
  transport.transporter.sendMail = (async (message: SendMailOptions) => {
    const info = await send(message);
    sent.push(message);
    return info;
  }) as typeof transport.transporter.sendMail;
  return transport;
}

const reactorOf = () => friendReactor(reactionOutbox(queues.queue<FriendJob>(FRIENDS_QUEUE)));
const by = (userId: string) => metadataFor({ actor: actorById(userId), siteId: DEMO_SITE_ID, correlationId: 'test' });

beforeAll(async () => {
  queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
  const processor = friendProcessor({
    db: app.db,
    store: app.store,
    waiter: app.waiter,
    mail: recordingTransport(),
    digests: async () => app.digests,
    publicUrl: 'https://demo.wellway.test',
    now: () => now,
  });
  queues.worker<FriendJob>(FRIENDS_QUEUE, settled(app.db, processor, { exclusive: true }), { concurrency: 2 });
  projector = app.projector([...projections, reactorOf()]);
});
afterAll(async () => {
  await projector?.stop();
  await queues?.close();
});

async function invite(senderId: string, email: string) {
  const result = await handleCommand({
    store: app.store,
    stream: friendInvitationStream(senderId, app.digests.email(email)),
    decider: friendInvitations.friendInvitationDecider,
    command: {
      type: 'InviteFriend',
      friendshipId: randomUUID(),
      siteId: DEMO_SITE_ID,
      senderId,
      emailDigest: app.digests.email(email),
      friendEmail: email,
      at: now.toISOString(),
    },
    metadata: by(senderId),
  });
  return result.events[0]!;
}

describe('friends worker (PostgreSQL and Redis)', () => {
  it('e-mails an invitation once, however often the log replays', async () => {
    const invited = await invite(ann, 'newcomer@example.com');
    await eventually(
      async () => sent.filter((mail) => mail.to === 'newcomer@example.com').length,
      (count) => count === 1,
    );
    const [mail] = sent.filter((message) => message.to === 'newcomer@example.com');
    expect(mail?.subject).toContain('invited you to');
    expect(String(mail?.text)).toContain('https://demo.wellway.test/register');
    const job = () => queues.queue<FriendJob>(FRIENDS_QUEUE).getJob(friendJobId({ type: 'invite', eventId: invited.id }));
    await until(async () => (await (await job())?.isCompleted()) === true, 'the invitation job to complete');

    await projector.stop();
    await app.replayFromStart(reactorOf());
    projector = app.projector([...projections, reactorOf()]);
    await projector.whenCaughtUp();
    expect(sent.filter((message) => message.to === 'newcomer@example.com')).toHaveLength(1);
  });

  it('when the address registers, the invitation becomes a pending request to them, with the same id', async () => {
    const invited = await invite(ann, 'latecomer@example.com');
    const friendshipId = (invited.data as { friendshipId: string }).friendshipId;
    const userId = randomUUID();
    await app.registerUser({ userId, email: 'Latecomer@Example.com' });
    await eventually(
      async () => (await app.store.readStream(friendshipStream(ann, userId))).events.map((event) => event.type),
      (types) => types.length > 0,
    );
    const pair = await app.store.readStream(friendshipStream(ann, userId));
    expect(pair.events.map((event) => [event.type, (event.data as { friendshipId: string }).friendshipId])).toEqual([
      ['FriendRequested', friendshipId],
    ]);
    const row = await eventually(
      () => app.db.selectFrom('friendships').selectAll().where('id', '=', friendshipId).executeTakeFirst(),
      (found) => found?.friendee_id === userId && found.status === 'P',
    );
    expect(row).toMatchObject({ status: 'P', sender_id: ann, friendee_id: userId });
  });

  it('a claim stopped between its two commands is finished by the retried job', async () => {
    const invited = await invite(ann, 'halfway@example.com');
    const friendshipId = (invited.data as { friendshipId: string }).friendshipId;
    const userId = randomUUID();
    // The first run claimed the invitation, then stopped before the request; the claim is projected.
    await handleCommand({
      store: app.store,
      stream: friendInvitationStream(ann, app.digests.email('halfway@example.com')),
      decider: friendInvitations.friendInvitationDecider,
      command: { type: 'ClaimFriendInvitation', friendshipId, friendeeId: userId, at: now.toISOString() },
      metadata: by(ann),
    });
    await eventually(
      () => app.db.selectFrom('friendships').select(['status', 'friendee_id']).where('id', '=', friendshipId).executeTakeFirst(),
      (row) => row?.status === 'R' && row.friendee_id === userId,
    );
    await app.registerUser({ userId, email: 'halfway@example.com' });
    const row = await eventually(
      () => app.db.selectFrom('friendships').selectAll().where('id', '=', friendshipId).executeTakeFirst(),
      (found) => found?.status === 'P',
    );
    expect(row).toMatchObject({ sender_id: ann, friendee_id: userId });
    const pair = await app.store.readStream(friendshipStream(ann, userId));
    expect(pair.events.map((event) => event.type)).toEqual(['FriendRequested']);
  });

  it("e-mails a friend's message to the friend", async () => {
    const mailId = randomUUID();
    await handleCommand({
      store: app.store,
      stream: friendMailStream(mailId),
      decider: friendMailDecider,
      command: {
        type: 'MailFriend',
        mailId,
        siteId: DEMO_SITE_ID,
        senderId: ann,
        recipientId: coordinator,
        message: 'Walk at noon?',
        areFriends: true,
        at: now.toISOString(),
        friendLabelPlural: 'Friends',
      },
      metadata: by(ann),
    });
    const mail = await eventually(async () => sent.find((message) => String(message.text).includes('Walk at noon?')), Boolean);
    expect(mail?.subject).toContain('sent you a message');
  });

  it("an erased sender's pending invitation address is unreadable once their key is destroyed", async () => {
    const sender = randomUUID();
    await app.registerUser({ userId: sender, email: 'sender-to-erase@example.com' });
    const stream = friendInvitationStream(sender, app.digests.email('secret@example.com'));
    await invite(sender, 'secret@example.com');
    const raw = await app.pool.query('select data::text from es_events where stream_name = $1', [stream]);
    expect(raw.rows[0].data).not.toContain('secret@example.com');
    await createPostgresKeyStore(app.pool).destroy(sender);
    const fresh = await openAppStore(app.pool); // no key cached: what any process reads after the erasure
    const [event] = (await fresh.readStream(stream)).events;
    expect(event?.data).toMatchObject({ senderId: sender, friendEmail: '' });
  });
});
