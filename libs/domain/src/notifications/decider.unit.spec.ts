import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { notificationsDecider } from './decider.js';

const spec = specFor(notificationsDecider);
const at = '2026-11-22T10:00:00.000Z';

describe('notification marks', () => {
  it('marks listed notifications read, once each', () => {
    spec([])
      .when({ type: 'MarkNotificationsRead', userId: 'u-1', ids: ['n-1', 'n-1', 'n-2'], at })
      .then([{ type: 'NotificationsRead', data: { userId: 'u-1', notificationIds: ['n-1', 'n-2'], at } }]);
  });

  it('marks all seen', () => {
    spec([])
      .when({ type: 'MarkNotificationsSeen', userId: 'u-1', ids: 'all', at })
      .then([{ type: 'NotificationsSeen', data: { userId: 'u-1', notificationIds: 'all', at } }]);
  });

  it('needs at least one id and at most 500', () => {
    spec([])
      .when({ type: 'MarkNotificationsRead', userId: 'u-1', ids: [], at })
      .thenRejects('notification_ids_required', 'Choose at least one notification.');
    const many = Array.from({ length: 501 }, (_, i) => `n-${i}`);
    spec([])
      .when({ type: 'MarkNotificationsRead', userId: 'u-1', ids: many, at })
      .thenRejects('too_many_notification_ids', 'At most 500 notifications can be marked at once.');
  });
});
