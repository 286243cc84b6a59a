import type { Job } from 'bullmq';
import { DIGEST_NOTICE_KEYS, digestDayOf, digestWindow, emailedByType } from '@wellway/domain';
import { unsubscribeHeaders, unsubscribeLink } from '@wellway/domain/users/unsubscribe-token';
import { findSiteById, mutedIdsOf, noticesRaisedBetween } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';
import { absoluteLink, siteAddress } from './links.js';
import { recipient, subscribedTo } from './notice.js';
import { wallDigestJobId, type MailJob, type WallDigestMail, type WallDigestSchedule } from './reactor.js';
import type { MailJobResult, MailWorkerDeps } from './worker.js';

export interface DigestDeps extends MailWorkerDeps {
  /** The mail queue's outbox: a schedule job enqueues its person-day's digest through it. */
  readonly outbox?: ReactionOutbox<MailJob>;
}

/**
 * Finds the digest day of one wall notice in its person's time zone (their own, else their
 * site's) and enqueues that person-day's digest, due at the day's digest hour. Its id is the
 * person and day, so every notice of the day lands in one job and one e-mail.
 */
export async function scheduleDigest(deps: DigestDeps, job: WallDigestSchedule): Promise<MailJobResult> {
  if (!(await deps.waiter.waitFor(['notifications', 'users', 'sites'], BigInt(job.position), deps.waitMs ?? 10_000))) {
    throw new Error(`notifications have not reached position ${job.position} yet`);
  }
  if (!deps.outbox) throw new Error('the digest needs the mail outbox');
  const [notice, person, site] = await Promise.all([
    deps.db.selectFrom('notifications').select('created_at').where('id', '=', job.noticeId).executeTakeFirst(),
    deps.db.selectFrom('users').select('time_zone').where('id', '=', job.userId).executeTakeFirst(),
    findSiteById(deps.db, job.siteId),
  ]);
  if (!notice || !person || !site) return { sent: false, reason: 'erased' };
  const timeZone = person.time_zone ?? site.time_zone;
  const day = digestDayOf(notice.created_at, timeZone);
  const digest: WallDigestMail = { kind: 'wall_digest', userId: job.userId, siteId: job.siteId, day, timeZone };
  const dueAt = digestWindow(day, timeZone).to;
  await deps.db
    .transaction()
    .execute((trx) => deps.outbox!.enqueue(trx, [{ id: wallDigestJobId(job.userId, day), name: digest.kind, data: digest, dueAt }]));
  return { sent: false, reason: `digest of ${day}` };
}

/**
 * Sends one person's wall digest of one day: every comment and tag notice raised in the day's
 * window (none by people they muted, none of a type they turned off), in one e-mail with the
 * unsubscribe link and RFC 8058 headers; nothing when they are erased, unsubscribed, or have none.
 */
export async function sendDigest(deps: DigestDeps, job: Job<MailJob>, digest: WallDigestMail): Promise<MailJobResult> {
  const { userId, siteId, day, timeZone } = digest;
  const [person, site, mutedIds] = await Promise.all([
    recipient(deps.db, userId),
    findSiteById(deps.db, siteId),
    mutedIdsOf(deps.db, { siteId, muterId: userId }),
  ]);
  if (!person || person.erased) return { sent: false, reason: 'erased' };
  if (!subscribedTo(person.subscription, 'email_wall_posts')) return { sent: false, reason: 'unsubscribed' };
  if (!site) throw new Error(`site ${siteId} is not in the read model yet`);
  const keys = DIGEST_NOTICE_KEYS.filter((key) => emailedByType(person.subscription.notices, key));
  const window = digestWindow(day, timeZone);
  const notices = keys.length === 0 ? [] : await noticesRaisedBetween(deps.db, { userId, siteId, mutedIds, keys, ...window });
  if (notices.length === 0) return { sent: false, reason: 'nothing new' };

  const address = siteAddress(deps.publicUrl, site.urls);
  const info = await deps.mail.transporter.sendMail({
    from: { name: site.settings.fromName, address: site.settings.fromAddress },
    to: person.email,
    subject: `${site.name}: your wall activity (${notices.length} new)`,
    headers: unsubscribeHeaders(address, person.email, siteId, deps.resetTokenSecret),
    text: [
      `What happened on the wall since yesterday:`,
      '',
      ...notices.map((notice) => `- ${notice.message}: ${absoluteLink(address, notice.link)}`),
      '',
      '--',
      `You receive this e-mail once a day at most, because of your e-mail settings on ${site.name}.`,
      `Unsubscribe: ${unsubscribeLink(address, person.email, siteId, deps.resetTokenSecret)}`,
    ].join('\n'),
  });
  if (deps.mail.kind === 'log') deps.log?.(`mail (no SMTP_URL set) to user ${userId}: wall digest of ${day} (job ${job.id})`);
  return { sent: true, messageId: String(info.messageId) };
}
