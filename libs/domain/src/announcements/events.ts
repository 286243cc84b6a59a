import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/**
 * Spec 3 §3 Notification (coordinator dashboard): a coordinator's message to every participant
 * of a site, or of one location and the locations under it. One event however many people it
 * reaches: participants' notification lists read announcements by their location when queried.
 */
export type AnnouncementSent = DomainEvent<
  'AnnouncementSent',
  {
    readonly announcementId: string;
    readonly siteId: string;
    /** The coordinator's words, plain text (never HTML). Sealed with the sender's key. */
    readonly message: string;
    /** null: all participants of the site. */
    readonly locationId: string | null;
    readonly sentById: string;
    /** ISO timestamp. */
    readonly sentAt: string;
  }
>;

export type AnnouncementDeleted = DomainEvent<
  'AnnouncementDeleted',
  { readonly announcementId: string; readonly siteId: string; readonly deletedById: string; readonly deletedAt: string }
>;

export type AnnouncementEvent = AnnouncementSent | AnnouncementDeleted;

export const announcementEventTypes = ['AnnouncementSent', 'AnnouncementDeleted'] as const;

/** The message is free text its sender wrote: theirs (docs/personal-data.md); an erased sender's announcements read empty. */
export const announcementPersonalData = {
  rules: { AnnouncementSent: [{ subject: (data) => data.sentById, fields: { message: '' } }] },
  withoutPersonalData: ['AnnouncementDeleted'],
} as const satisfies PersonalDataDeclaration<AnnouncementEvent>;
