import { noticeId, notices, type EmailSubscription, type WellwayEvent } from '@wellway/domain';
import { defineProjection, type Projection } from '@wellway/read-models';
import type { OutboxJob, ReactionOutbox } from '../workers/outbox.js';

/** Jobs carry ids, not data (and never a token): the worker derives what it sends. */
export type MailJob = PasswordResetMail | NoticeMail | WallDigestSchedule | WallDigestMail;

/**
 * A wall notice to be e-mailed in its person's daily digest (never on its own): the worker finds
 * the digest day in their time zone and enqueues that person-day's one digest job.
 */
export interface WallDigestSchedule {
  readonly kind: 'wall_digest_schedule';
  readonly eventId: string;
  readonly noticeId: string;
  readonly userId: string;
  readonly siteId: string;
  readonly position: string;
}

/** One person's digest of one day (its id is the person and day, so the day's notices share it). */
export interface WallDigestMail {
  readonly kind: 'wall_digest';
  readonly userId: string;
  readonly siteId: string;
  /** The digest day (IsoDate) in the person's time zone. */
  readonly day: string;
  /** The time zone the day was found in: the window is read in it too. */
  readonly timeZone: string;
}

export const wallDigestScheduleJobId = (eventId: string, index: number): string => `mail-digest-schedule-${eventId}-${index}`;
export const wallDigestJobId = (userId: string, day: string): string => `mail-wall-digest-${userId}-${day}`;

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
  return notices.of(event as WellwayEvent).flatMap((notice, index): OutboxJob<MailJob>[] => {
    if (!notice.email) return [];
    if (notice.email === 'email_wall_posts') {
      const { userId, siteId } = notice;
      const job: WallDigestSchedule = {
        kind: 'wall_digest_schedule',
        eventId: event.id,
        noticeId: noticeId(event.id, index),
        userId,
        siteId,
        position: event.position.toString(),
      };
      return [{ id: wallDigestScheduleJobId(event.id, index), name: job.kind, data: job }];
    }
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
 * declared notice that carries `email` (the domain's `notices`: no edit here for a new one); wall
 * activity (`email_wall_posts`) goes to the person's daily digest instead of an e-mail of its own.
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
