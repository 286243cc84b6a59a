import { UnrecoverableError } from 'bullmq';
import { emailedByType } from '@wellway/domain';
import { unsubscribeHeaders, unsubscribeLink } from '@wellway/domain/users/unsubscribe-token';
import { findSiteById } from '@wellway/read-models';
import { absoluteLink, siteAddress } from './links.js';
import { raisedNotice, recipient, subscribedTo } from './notice.js';
import type { NoticeMail } from './reactor.js';
import type { MailJobResult, MailWorkerDeps } from './worker.js';

/**
 * E-mails one notice to its person if their subscription asks for it (spec 2 §5): its text as the
 * notifications list shows it now (`{actor}` filled in at send time), its link on the site's
 * address, and the unsubscribe link (also as RFC 8058 one-click headers). An erased person, or
 * one who unsubscribed, is sent nothing.
 */
export async function sendNotice(deps: MailWorkerDeps, job: NoticeMail): Promise<MailJobResult> {
  if (!(await deps.waiter.waitFor(['notifications', 'users'], BigInt(job.position), deps.waitMs ?? 10_000))) {
    throw new Error(`notifications have not reached position ${job.position} yet`);
  }
  const [notice, person, site] = await Promise.all([
    raisedNotice(deps.db, job.noticeId),
    recipient(deps.db, job.userId),
    findSiteById(deps.db, job.siteId),
  ]);
  if (!notice) throw new UnrecoverableError(`notice ${job.noticeId} was not raised`);
  if (!person || person.erased || notice.key === 'erased') return { sent: false, reason: 'erased' };
  if (!subscribedTo(person.subscription, job.subscription) || !emailedByType(person.subscription.notices, notice.key)) {
    return { sent: false, reason: 'unsubscribed' };
  }
  if (!site) throw new Error(`site ${job.siteId} is not in the read model yet`);

  const address = siteAddress(deps.publicUrl, site.urls);
  const link = absoluteLink(address, notice.link);
  const unsubscribe = unsubscribeLink(address, person.email, job.siteId, deps.resetTokenSecret);
  const info = await deps.mail.transporter.sendMail({
    from: { name: site.settings.fromName, address: site.settings.fromAddress },
    to: person.email,
    subject: `${site.name}: ${notice.message}`,
    headers: unsubscribeHeaders(address, person.email, job.siteId, deps.resetTokenSecret),
    text: [
      notice.message,
      '',
      `See it here: ${link}`,
      '',
      '--',
      `You receive this e-mail because of your e-mail settings on ${site.name}.`,
      `Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
  });
  if (deps.mail.kind === 'log') deps.log?.(`mail (no SMTP_URL set) to user ${job.userId}: ${notice.key} ${link}`); // an id, never the address
  return { sent: true, messageId: String(info.messageId) };
}
