import { Link } from 'react-router';
import { formatNotificationTime } from '../../../lib/format';
import type { Notification } from '../api/get-notifications';
import { isAppLink, notificationTypeLabels, notificationTypeOf } from '../utils/notification-type';
import { NotificationTypeIcon } from './notification-type-icon';

interface NotificationItemProps {
  readonly notification: Notification;
  readonly clearing: boolean;
  readonly onClear: (() => void) | null;
}

/** Only links inside the app are followed; anything else is shown as text. */
export function NotificationItem({ notification, clearing, onClear }: NotificationItemProps) {
  const type = notificationTypeOf(notification.key);
  return (
    <li className={`notification${notification.read_at ? ' notification--read' : ''}`}>
      <div className="notification__main">
        <NotificationTypeIcon type={type} />
        <div className="notification__text">
          <p className="notification__message">
            <span className="visually-hidden">{notificationTypeLabels[type]}: </span>
            {notification.message}
          </p>
          <time className="notification__time" dateTime={notification.created_at}>
            {formatNotificationTime(notification.created_at)}
          </time>
        </div>
      </div>
      <div className="notification__actions">
        {isAppLink(notification.link) && (
          <Link to={notification.link} className="button button--small">
            View<span className="visually-hidden">: {notification.message}</span>
          </Link>
        )}
        {onClear && (
          <button type="button" className="button button--small button--quiet" onClick={onClear} aria-disabled={clearing}>
            Clear<span className="visually-hidden">: {notification.message}</span>
          </button>
        )}
      </div>
    </li>
  );
}
