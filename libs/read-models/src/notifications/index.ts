import { defineReadModel } from '../capability.js';
import { exportPersonNotifications } from './personal-data.js';
import * as createNotifications from './migrations/2026_11_22_100500_create_notifications.js';
import * as createNotificationErasures from './migrations/2026_11_25_040000_create_notification_erasures.js';
import * as addNotificationActor from './migrations/2026_11_25_060000_add_notification_actor.js';
import * as createAnnouncementMarks from './migrations/2026_11_27_040100_create_announcement_marks.js';
import { notificationsProjection } from './projection.js';
import type { NotificationsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Notifications per user. */
export const notificationsReadModel = defineReadModel<NotificationsTables>({
  name: 'notifications',
  projections: [notificationsProjection],
  migrations: {
    '2026_11_22_100500_create_notifications': createNotifications,
    '2026_11_25_040000_create_notification_erasures': createNotificationErasures,
    '2026_11_25_060000_add_notification_actor': addNotificationActor,
    '2026_11_27_040100_create_announcement_marks': createAnnouncementMarks,
  },
  liveKind: 'notifications',
  personalData: { export: exportPersonNotifications },
});
