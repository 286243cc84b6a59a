import { noticeId, notices, type EmailSubscription, type WellwayEvent } from '@wellway/domain';
import { defineProjection, type Projection } from '@wellway/read-models';
import type { OutboxJob, ReactionOutbox } from '../workers/outbox.js';

/** Jobs carry ids, not data (and never a token): the worker derives what it sends. */
export type MailJob = PasswordResetMail | NoticeMail;

export interface PasswordResetMail {
  readonly kind: 'password_reset';
  readonly eventId: string;
  readonly userId: string;
  readonly siteId: string;
}

/** A notice that carries `email` (notifications/notices.ts), e-mailed if its person subscribes. */
export interface NoticeMail {
  readonly kind: 'notice';
  readonly eventId: string;
  /** The notification's id (`noticeId(eventId, index)`): the worker reads its text and link there. */
  readonly noticeId: string;
  readonly userId: string;
  readonly siteId: string;
  readonly subscription: EmailSubscription;
  /** Global position of the event: the worker waits for the notifications model to reach it. */
  readonly position: string;
}

export const MAIL_QUEUE = 'mail';
/** Deterministic: a replayed log or a retried batch never enqueues the same e-mail twice (the outbox row and BullMQ's dedupe). */
export const mailJobId = (eventId: string): string => `mail-${eventId}`;
/** One per e-mailed notice of an event (job ids take no `:`, which notice ids may hold). */
export const noticeMailJobId = (eventId: string, index: number): string => `mail-notice-${eventId}-${index}`;

type MailEvent = Parameters<Projection['apply']>[1][number];

function jobsOf(event: MailEvent): OutboxJob<MailJob>[] {
  if (event.type === 'PasswordResetRequested') {
    const { userId, siteId } = event.data as { userId: string; siteId: string };
    const job: MailJob = { kind: 'password_reset', eventId: event.id, userId, siteId };
    return [{ id: mailJobId(event.id), name: job.kind, data: job }];
  }
  return notices.of(event as WellwayEvent).flatMap((notice, index) => {
    if (!notice.email) return [];
    const job: NoticeMail = {
      kind: 'notice',
      eventId: event.id,
      noticeId: noticeId(event.id, index),
      userId: notice.userId,
      siteId: notice.siteId,
      subscription: notice.email,
      position: event.position.toString(),
    };
    return [{ id: noticeMailJobId(event.id, index), name: job.kind, data: job }];
  });
}

/**
 * Enqueues (through the outbox) the e-mails events call for: the password reset link, and every
 * declared notice that carries `email` (the domain's `notices`: no edit here for a new one).
 */
export function mailReactor(outbox: ReactionOutbox<MailJob>): Projection {
  return defineProjection({
    name: 'mail_reactor',
    version: 1,
    tables: [],
    eventTypes: ['PasswordResetRequested', ...notices.eventTypes],
    async apply(trx, events) {
      await outbox.enqueue(trx, events.flatMap(jobsOf));
      return { userIds: [] };
    },
  });
}
