import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { requirePermission } from '../../../lib/route-guards';
import { NOTIFICATIONS_PAGE_SIZE, notificationsQueryOptions, useNotifications, type NotificationFilter } from '../api/get-notifications';
import { useNotificationsCount } from '../api/get-notifications-count';
import { useMarkNotificationsRead, type NotificationIds } from '../api/mark-notifications-read';
import { useMarkAllNotificationsSeen } from '../api/mark-notifications-seen';
import { NotificationItem } from '../components/notification-item';
import '../components/notifications.css';
import { paths } from '../../../config/paths';
import { BellOff } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';

export const NOTIFICATIONS_PERMISSION: Permission = 'notifications.view';

/** Spec 1 §2: /notifications/unread is titled New, /notifications/all Cleared. */
const titles: Record<NotificationFilter, string> = { unread: 'New', all: 'Cleared' };
const emptyText: Record<NotificationFilter, string> = {
  unread: 'You have no new notifications.',
  all: 'You have no notifications yet.',
};

export const notificationsLoader =
  (queryClient: QueryClient, filter: NotificationFilter) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, NOTIFICATIONS_PERMISSION);
    await queryClient.fetchQuery(notificationsQueryOptions(filter, NOTIFICATIONS_PAGE_SIZE));
    return null;
  };

/** Spec 1 §4: opening the screen marks all as seen (once per visit). */
function useMarkSeenOnOpen() {
  const count = useNotificationsCount();
  const markSeen = useMarkAllNotificationsSeen();
  const sent = useRef(false);
  const unseen = count?.unseen ?? 0;
  useEffect(() => {
    if (unseen === 0 || sent.current) return;
    sent.current = true;
    markSeen.mutate();
  }, [unseen, markSeen]);
}

export function NotificationsRoute({ filter }: { readonly filter: NotificationFilter }) {
  const title = titles[filter];
  usePageTitle(title);
  useMarkSeenOnOpen();
  return (
    <>
      <PageHeader title="Notifications" />
      <nav aria-label="Notification lists" className="tabs">
        <ul className="tabs__list">
          <li>
            <NavLink to={paths.notifications.unread.href()} className="tabs__tab">
              {titles.unread}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.notifications.all.href()} className="tabs__tab">
              {titles.all}
            </NavLink>
          </li>
        </ul>
      </nav>
      <NotificationList key={filter} filter={filter} title={title} />
    </>
  );
}

function NotificationList({ filter, title }: { readonly filter: NotificationFilter; readonly title: string }) {
  const [pageSize, setPageSize] = useState(NOTIFICATIONS_PAGE_SIZE);
  const { data, isFetching } = useNotifications(filter, pageSize);
  const markRead = useMarkNotificationsRead();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, announce] = useAnnouncement();
  const notifications = data?.notifications ?? [];
  const unread = notifications.filter((notification) => notification.read_at === null);

  const clear = (ids: NotificationIds, done: string) => {
    if (markRead.isPending) return;
    markRead.mutate(ids, {
      onSuccess: () => {
        announce(done);
        focus(headingRef);
      },
    });
  };

  return (
    <section aria-labelledby="notification-list-title" aria-busy={isFetching} className="notification-list card">
      <div className="notification-list__header">
        <h2 id="notification-list-title" ref={headingRef} tabIndex={-1} className="section-title">
          {title}
        </h2>
        {unread.length > 0 && (
          <button
            type="button"
            className="button button--small"
            onClick={() => clear('all', 'All notifications cleared.')}
            aria-disabled={markRead.isPending}
          >
            Clear all
          </button>
        )}
      </div>
      <StatusMessage message={announcement} />
      {markRead.error && <ErrorList errors={isApiError(markRead.error) ? markRead.error.errors : [markRead.error.message]} />}
      {notifications.length === 0 ? (
        <EmptyState icon={<BellOff className="icon icon--lg" />} title={emptyText[filter]}>
          Notifications about your badges and your site arrive here.
        </EmptyState>
      ) : (
        <ul className="notifications">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              clearing={markRead.isPending}
              onClear={notification.read_at === null ? () => clear([notification.id], 'Notification cleared.') : null}
            />
          ))}
        </ul>
      )}
      {data && data.total > notifications.length && (
        <button type="button" className="button" onClick={() => setPageSize((size) => size + NOTIFICATIONS_PAGE_SIZE)}>
          Show more
        </button>
      )}
    </section>
  );
}

const focus = (ref: RefObject<HTMLElement | null>) => requestAnimationFrame(() => ref.current?.focus());
