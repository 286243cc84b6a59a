import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import { defaultSubscription } from '@wellway/domain';
import { unsubscribeHeaders, unsubscribeLink } from '@wellway/domain/users/unsubscribe-token';
import { announcementRecipients, findSiteById, type AnnouncementRecipient, type Database, type PositionWaiter } from '@wellway/read-models';
import { absoluteLink, siteAddress } from '../mail/links.js';
import { subscribedTo } from '../mail/notice.js';
import type { MailTransport } from '../mail/transport.js';
import type { ReactionOutbox } from '../workers/outbox.js';
import { announcementMailPage, type AnnouncementMailJob } from './reactor.js';

/** Recipients one job e-mails: a page a few minutes long at most, resumed where it stopped if it fails. */
export const ANNOUNCEMENT_MAIL_PAGE = 500;

export interface AnnouncementMailDeps {
  readonly db: Kysely<Database>;
  readonly waiter: PositionWaiter;
  readonly waitMs?: number;
  readonly mail: MailTransport;
  readonly outbox: ReactionOutbox<AnnouncementMailJob>;
  readonly resetTokenSecret: string;
  readonly publicUrl: string;
  readonly pageSize?: number;
}

export type AnnouncementMailResult = { readonly sent: number; readonly next: boolean } | { readonly sent: 0; readonly reason: string };

/** How far a page got: the last recipient handled, kept as the job's progress so a retry resumes after them. */
const handledThrough = (job: Job<AnnouncementMailJob>): string | null =>
  typeof job.progress === 'object' && job.progress !== null && 'through' in job.progress ? String(job.progress.through) : null;

/**
 * E-mails one page of a coordinator's announcement (Send Notification) to the people it reaches
 * who subscribe to site news (`email_site`, and not unsubscribed from all), with the unsubscribe
 * link and RFC 8058 headers; then, if the page was full, enqueues the next. A deleted announcement,
 * or one whose sender was erased, sends nothing more.
 */
export function announcementMailProcessor(deps: AnnouncementMailDeps) {
  return async (job: Job<AnnouncementMailJob>): Promise<AnnouncementMailResult> => {
    const { announcementId, siteId, position } = job.data;
    if (!(await deps.waiter.waitFor(['announcements', 'users', 'locations'], BigInt(position), deps.waitMs ?? 10_000))) {
      throw new Error(`announcements have not reached position ${position} yet`);
    }
    const [announcement, site] = await Promise.all([
      deps.db.selectFrom('announcements').selectAll().where('id', '=', announcementId).executeTakeFirst(),
      findSiteById(deps.db, siteId),
    ]);
    if (!announcement || announcement.deleted_at || announcement.message === '') return { sent: 0, reason: 'deleted' };
    if (!site) throw new Error(`site ${siteId} is not in the read model yet`);
    const limit = deps.pageSize ?? ANNOUNCEMENT_MAIL_PAGE;
    const page = await announcementRecipients(
      deps.db,
      { siteId, locationId: announcement.location_id, sentById: announcement.sent_by_id },
      { after: job.data.after, limit },
    );
    const address = siteAddress(deps.publicUrl, site.urls);
    const through = handledThrough(job);
    let sent = 0;
    for (const person of page) {
      if (through !== null && person.id <= through) continue;
      if (subscribedTo(person.subscription ?? defaultSubscription, 'email_site')) {
        await sendOne(deps, { address, siteName: site.name, from: site.settings, siteId, message: announcement.message }, person);
        sent += 1;
      }
      await job.updateProgress({ through: person.id });
    }
    const next = page.length === limit;
    if (next) {
      const { page: number, after: _after, ...first } = job.data;
      await deps.db.transaction().execute((trx) => deps.outbox.enqueue(trx, [announcementMailPage(first, number + 1, page.at(-1)!.id)]));
    }
    return { sent, next };
  };
}

interface Letter {
  readonly address: string;
  readonly siteName: string;
  readonly from: { readonly fromName: string; readonly fromAddress: string };
  readonly siteId: string;
  readonly message: string;
}

async function sendOne(deps: AnnouncementMailDeps, letter: Letter, person: AnnouncementRecipient): Promise<void> {
  const { address, siteName, from, siteId, message } = letter;
  await deps.mail.transporter.sendMail({
    from: { name: from.fromName, address: from.fromAddress },
    to: person.email,
    subject: `${siteName}: a message from your program coordinator`,
    headers: unsubscribeHeaders(address, person.email, siteId, deps.resetTokenSecret),
    text: [
      message,
      '',
      `See your notifications: ${absoluteLink(address, '/notifications')}`,
      '',
      '--',
      `You receive this e-mail because of your e-mail settings on ${siteName}.`,
      `Unsubscribe: ${unsubscribeLink(address, person.email, siteId, deps.resetTokenSecret)}`,
    ].join('\n'),
  });
}
