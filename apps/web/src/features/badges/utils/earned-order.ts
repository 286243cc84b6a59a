/** An unread notification as the popups read it. */
export interface NoticeInOrder {
  readonly id: string;
  readonly key: string;
  readonly created_at: string;
}

/**
 * The `key` notifications of a newest-first list, oldest first: the order the badges were earned
 * in. Awards made in the same instant keep the list's order, reversed.
 */
export function inEarnedOrder<N extends NoticeInOrder>(newestFirst: readonly N[], key: string): N[] {
  return newestFirst
    .map((notification, index) => ({ notification, index }))
    .filter(({ notification }) => notification.key === key)
    .sort((a, b) => a.notification.created_at.localeCompare(b.notification.created_at) || b.index - a.index)
    .map(({ notification }) => notification);
}

/** The one popup to show: the earliest not closed yet (closing it shows the next). */
export const nextPopup = <N extends NoticeInOrder>(inOrder: readonly N[], closed: ReadonlySet<string>): N | null =>
  inOrder.find((notification) => !closed.has(notification.id)) ?? null;
