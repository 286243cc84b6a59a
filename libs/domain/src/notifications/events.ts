import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

interface NotificationMarks {
  readonly userId: string;
  /** Specific notifications, or every notification the user has at that moment. */
  readonly notificationIds: readonly string[] | 'all';
  /** ISO timestamp of the mark. */
  readonly at: string;
}

export type NotificationsRead = DomainEvent<'NotificationsRead', NotificationMarks>;
export type NotificationsSeen = DomainEvent<'NotificationsSeen', NotificationMarks>;
export type NotificationEvent = NotificationsRead | NotificationsSeen;

/** No personal data (docs/personal-data.md): Ids and times. */
export const notificationPersonalData = {
  rules: {},
  withoutPersonalData: ['NotificationsRead', 'NotificationsSeen'],
} as const satisfies PersonalDataDeclaration<NotificationEvent>;
