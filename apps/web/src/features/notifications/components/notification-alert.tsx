import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { notificationsQueryOptions, type Notification } from '../api/get-notifications';
import { useNotificationsCount } from '../api/get-notifications-count';
import { isAppLink, notificationTypeLabels, notificationTypeOf } from '../utils/notification-type';
import { NotificationTypeIcon } from './notification-type-icon';
import './notification-alert.css';

/** Spec 1 §2: the notification alert pop-up stays this long (paused while pointed at or focused). */
export const ALERT_MS = 7_500;
/** At most this many of a burst are shown, newest first fetched, oldest shown first. */
const MAX_QUEUED = 5;

/**
 * New notifications arriving live (the count's unseen number grows after a live update) pop up at
 * the right of the screen, one at a time. Earned badges are left to their own dialog, and nothing
 * pops up on the notifications screens, which list them already.
 */
export default function NotificationAlerts() {
  const queryClient = useQueryClient();
  const count = useNotificationsCount();
  const { pathname } = useLocation();
  const previous = useRef<number | null>(null);
  const shown = useRef(new Set<string>());
  const [queue, setQueue] = useState<readonly Notification[]>([]);
  const onListScreen = pathname.startsWith(paths.notifications.path);

  const unseen = count?.unseen;
  useEffect(() => {
    if (unseen === undefined) return;
    const before = previous.current;
    previous.current = unseen;
    if (before === null || unseen <= before || onListScreen) return;
    const size = Math.min(unseen - before, MAX_QUEUED);
    void queryClient.fetchQuery(notificationsQueryOptions('unread', size)).then(({ notifications }) => {
      const fresh = notifications.filter(
        (notification) =>
          notification.seen_at === null && !shown.current.has(notification.id) && notificationTypeOf(notification.key) !== 'badge',
      );
      fresh.forEach((notification) => shown.current.add(notification.id));
      if (fresh.length > 0) setQueue((current) => [...current, ...[...fresh].reverse()]);
    });
  }, [unseen, onListScreen, queryClient]);

  const current = queue[0] ?? null;
  const next = useCallback(() => setQueue((items) => items.slice(1)), []);
  return (
    <div className="notification-alerts" role="status" aria-live="polite">
      {current && <NotificationAlert key={current.id} notification={current} onDone={next} />}
    </div>
  );
}

function NotificationAlert({ notification, onDone }: { readonly notification: Notification; readonly onDone: () => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(ALERT_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(onDone, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDone]);

  const type = notificationTypeOf(notification.key);
  const label = notificationTypeLabels[type];
  return (
    <div
      className={`toast notification-alert notification-alert--${type}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <NotificationTypeIcon type={type} />
      <div className="toast__body">
        <p className="notification-alert__type">{label}</p>
        <Link
          to={isAppLink(notification.link) ? notification.link : paths.notifications.unread.href()}
          className="notification-alert__message"
          onClick={onDone}
        >
          {notification.message}
        </Link>
      </div>
      <button type="button" className="icon-button" aria-label="Dismiss notification" onClick={onDone}>
        <X className="icon icon--sm" aria-hidden="true" />
      </button>
    </div>
  );
}
