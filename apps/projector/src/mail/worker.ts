import { UnrecoverableError, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import { RESET_TOKEN_HOURS, resetTokenStatus, userStream, users, type PasswordResetRequested } from '@wellway/domain';
import { hashResetToken, resetTokenFor } from '@wellway/domain/users/reset-token';
import { aggregateStream, type EventStore } from '@wellway/event-store';
import { findSiteById, type Database, type PositionWaiter } from '@wellway/read-models';
import type { MailTransport } from './transport.js';
import type { MailJob, PasswordResetMail } from './reactor.js';
import { sendNotice } from './notice-mail.js';
import { scheduleDigest, sendDigest, type DigestDeps } from './wall-digest.js';

export interface MailWorkerDeps {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  /** Notice e-mails wait for the notifications model to reach their event. */
  readonly waiter: PositionWaiter;
  readonly waitMs?: number;
  readonly mail: MailTransport;
  /** Same secret as the API's (RESET_TOKEN_SECRET): reset tokens and unsubscribe links derive from it. */
  readonly resetTokenSecret: string;
  /** Where links point, e.g. https://acme.wellway.app (never taken from a request's Host header). */
  readonly publicUrl: string;
  readonly now: () => Date;
  readonly log?: (line: string) => void;
}

export type MailJobResult = { readonly sent: true; readonly messageId: string } | { readonly sent: false; readonly reason: string };

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/welcome?reset_password=${encodeURIComponent(token)}`;
}

/** Sends one job's e-mail: a reset link, a notice, or a wall digest (or schedules a notice's digest). */
export function mailProcessor(deps: DigestDeps) {
  return async (job: Job<MailJob>): Promise<MailJobResult> => {
    const { data } = job;
    switch (data.kind) {
      case 'notice':
        return sendNotice(deps, data);
      case 'wall_digest_schedule':
        return scheduleDigest(deps, data);
      case 'wall_digest':
        return sendDigest(deps, job, data);
      case 'password_reset':
        return sendResetLink(deps, data);
    }
  };
}

/**
 * Sends the reset link of one PasswordResetRequested. The token is re-derived from the event id
 * (checked against the hash in the log); a request that is no longer the usable one — superseded,
 * used, expired, or its e-mail changed (a replayed log) — or of a person since erased sends nothing.
 */
async function sendResetLink(deps: MailWorkerDeps, job: PasswordResetMail): Promise<MailJobResult> {
  const { eventId, userId, siteId } = job;
  const { events, state } = await aggregateStream(deps.store, userStream(userId), users.userDecider);
  const request = events.find((event) => event.id === eventId);
  if (!request || request.type !== 'PasswordResetRequested')
    throw new UnrecoverableError(`no reset request ${eventId} in ${userStream(userId)}`);
  // An erased person (from the request on) is sent nothing: their address is no longer theirs to use.
  if (state.erasure !== 'none') return { sent: false, reason: 'erased' };
  const data = request.data as PasswordResetRequested['data'];
  const token = resetTokenFor(deps.resetTokenSecret, eventId);
  if (hashResetToken(token) !== data.tokenHash)
    throw new UnrecoverableError('RESET_TOKEN_SECRET differs from the one that recorded this request');
  const status = resetTokenStatus(state.resets, data.tokenHash, deps.now().toISOString());
  if (status !== 'valid') return { sent: false, reason: status };

  const site = await findSiteById(deps.db, siteId);
  if (!site) throw new Error(`site ${siteId} is not in the read model yet`);
  const link = resetLink(deps.publicUrl, token);
  const info = await deps.mail.transporter.sendMail({
    from: { name: site.settings.fromName, address: site.settings.fromAddress },
    to: data.email,
    subject: `${site.name}: reset your password`,
    text: [
      'Someone (hopefully you) asked to reset the password of your account.',
      '',
      `Choose a new password here: ${link}`,
      '',
      `The link works once, for ${RESET_TOKEN_HOURS} hours. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  });
  if (deps.mail.kind === 'log') deps.log?.(`mail (no SMTP_URL set) to user ${data.userId}: reset link ${link}`); // an id, never the address
  return { sent: true, messageId: String(info.messageId) };
}
