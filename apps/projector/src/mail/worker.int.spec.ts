import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { userStream, users } from '@wellway/domain';
import { hashResetToken, resetTokenFor } from '@wellway/domain/users/reset-token';
import { handleCommand, metadataFor } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import { DEMO_SITE_ID, demoEmail, demoUserId, startMailbox, TEST_REDIS_URL, uniqueRedisPrefix, type Mailbox } from '@wellway/test-support';
import { createMailTransport } from './transport.js';
import { MAIL_QUEUE, mailReactor, type MailJob } from './reactor.js';
import { mailProcessor, type MailWorkerDeps } from './worker.js';
import { openQueues } from '../workers/queues.js';
import { reactionOutbox } from '../workers/outbox.js';
import { useSeededApp } from '../seeded-app.spec.js';

const SECRET = 'mail-test-secret';
const now = new Date('2026-11-22T15:00:00Z');
const participant = demoUserId('participant');

const app = useSeededApp({ now, prefix: 'wellway_mail' });
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});

afterAll(async () => {
  await mailbox?.close();
});

/** What POST /sites/{id}/users/forgot records: the event id chosen first, the token derived from it. */
async function requestReset(at = now): Promise<{ eventId: string; token: string }> {
  const eventId = crypto.randomUUID();
  const token = resetTokenFor(SECRET, eventId);
  await handleCommand({
    store: app.store,
    stream: userStream(participant),
    decider: users.userDecider,
    eventId: () => eventId,
    command: { type: 'RequestPasswordReset', userId: participant, tokenHash: hashResetToken(token), requestedAt: at.toISOString() },
    metadata: metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' }),
  });
  return { eventId, token };
}

const deps = (): MailWorkerDeps => ({
  store: app.store,
  db: app.db,
  waiter: app.waiter,
  mail: createMailTransport(mailbox.url),
  resetTokenSecret: SECRET,
  publicUrl: 'https://demo.wellway.test/',
  now: () => now,
});

describe('mail worker on Redis', () => {
  it('e-mails the reset link over SMTP once, however often the log replays', async () => {
    const queues = await openQueues({ redisUrl: TEST_REDIS_URL, databaseUrl: app.database.url, prefix: uniqueRedisPrefix() });
    expect(queues.kind).toBe('redis');
    const queue = queues.queue<MailJob>(MAIL_QUEUE);
    queues.worker<MailJob>(MAIL_QUEUE, mailProcessor(deps()), { concurrency: 2 });
    const projector = app.projector([...projections, mailReactor(reactionOutbox(queue))]);
    try {
      const { token, eventId } = await requestReset();
      const mail = await mailbox.next((received) => received.text.includes(encodeURIComponent(token)));
      expect(mail.to).toEqual([demoEmail('participant')]);
      expect(mail.from).toBe('no-reply@demo.wellway.test'); // the demo site's sender
      expect(mail.subject).toBe('Wellway Demo: reset your password');
      expect(mail.text).toContain(`https://demo.wellway.test/welcome?reset_password=${token}`);
      expect(mail.raw).toMatch(/^From: Wellway Demo <no-reply@demo\.wellway\.test>/m);
      const job = await queue.getJob(`mail-${eventId}`);
      expect(job?.opts.attempts).toBe(8);
      // The mail arrives before the worker reports the job done: wait for that (bounded), never sleep a fixed time.
      const deadline = Date.now() + 10_000;
      while (!(await job?.isCompleted()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await job?.isCompleted()).toBe(true);
      expect(job?.returnvalue ?? (await queue.getJob(`mail-${eventId}`))?.returnvalue).toMatchObject({ sent: true });

      // The log replays from the start: the same job id is not enqueued again.
      await projector.stop();
      await app.replayFromStart(mailReactor(reactionOutbox(queue)));
      expect((await queue.getJobCounts('waiting', 'active', 'delayed')).waiting).toBe(0);
      expect(mailbox.received.filter((received) => received.text.includes(token))).toHaveLength(1);
    } finally {
      await projector.stop();
      await queues.close();
    }
  });

  it('sends nothing for a superseded or expired request, and refuses a secret that does not match', async () => {
    const send = mailProcessor(deps());
    const older = await requestReset();
    await requestReset();
    const job = (eventId: string) =>
      ({ data: { kind: 'password_reset', eventId, userId: participant, siteId: DEMO_SITE_ID } }) as Job<MailJob>;
    expect(await send(job(older.eventId))).toEqual({ sent: false, reason: 'superseded' });
    const stale = await requestReset(new Date(now.getTime() - 3 * 3600_000));
    expect(await send(job(stale.eventId))).toEqual({ sent: false, reason: 'expired' });
    await expect(mailProcessor({ ...deps(), resetTokenSecret: 'other' })(job(stale.eventId))).rejects.toThrow('RESET_TOKEN_SECRET differs');
  });

  it('sends nothing to a person erased after asking for a link', async () => {
    // Given a usable reset request, and then the person's erasure
    const send = mailProcessor(deps());
    const request = await requestReset();
    await handleCommand({
      store: app.store,
      stream: userStream(participant),
      decider: users.userDecider,
      command: {
        type: 'EraseUser',
        userId: participant,
        requestedBy: { id: demoUserId('master'), role: 'master', siteId: DEMO_SITE_ID },
        requestedAt: now.toISOString(),
        // What the worker would release is not this test's concern.
        releases: { emailReservationStream: 'user_email-unused', eligibilityId: null },
      },
      metadata: metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' }),
    });
    // When its mail job runs, then nothing is sent
    const job = { data: { kind: 'password_reset', eventId: request.eventId, userId: participant, siteId: DEMO_SITE_ID } } as Job<MailJob>;
    expect(await send(job)).toEqual({ sent: false, reason: 'erased' });
  });
});
