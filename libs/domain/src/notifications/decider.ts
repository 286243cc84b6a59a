import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { NotificationEvent } from './events.js';

export const userNotificationsStream = (userId: string): string => `user_notifications-${userId}`;

export const MAX_IDS_PER_MARK = 500;

export type NotificationCommand =
  | { readonly type: 'MarkNotificationsRead'; readonly userId: string; readonly ids: readonly string[] | 'all'; readonly at: string }
  | { readonly type: 'MarkNotificationsSeen'; readonly userId: string; readonly ids: readonly string[] | 'all'; readonly at: string };

/** Marks are facts about the reader; the stream only needs to exist to be appended to. */
export type NotificationState = Record<string, never>;
export const initialState = (): NotificationState => ({});
export const evolve = (state: NotificationState, event: NotificationEvent): NotificationState => {
  switch (event.type) {
    case 'NotificationsRead':
    case 'NotificationsSeen':
      return state;
    default:
      return assertNever(event);
  }
};

function checkIds(ids: readonly string[] | 'all'): void {
  if (ids === 'all') return;
  if (ids.length === 0) throw new DomainError('validation', 'notification_ids_required', 'Choose at least one notification.');
  if (ids.length > MAX_IDS_PER_MARK) {
    throw new DomainError('validation', 'too_many_notification_ids', `At most ${MAX_IDS_PER_MARK} notifications can be marked at once.`);
  }
}

export function decide(command: NotificationCommand, _state: NotificationState): NotificationEvent[] {
  checkIds(command.ids);
  const data = {
    userId: command.userId,
    notificationIds: command.ids === 'all' ? ('all' as const) : [...new Set(command.ids)],
    at: command.at,
  };
  switch (command.type) {
    case 'MarkNotificationsRead':
      return [{ type: 'NotificationsRead', data }];
    case 'MarkNotificationsSeen':
      return [{ type: 'NotificationsSeen', data }];
    default:
      return assertNever(command);
  }
}

export const notificationsDecider: Decider<NotificationCommand, NotificationEvent, NotificationState> = { decide, evolve, initialState };
