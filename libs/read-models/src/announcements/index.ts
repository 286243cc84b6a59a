import { defineReadModel } from '../capability.js';
import * as createAnnouncements from './migrations/2026_11_27_040000_create_announcements.js';
import { exportPersonAnnouncements } from './personal-data.js';
import { announcementsProjection } from './projection.js';
import type { AnnouncementsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Coordinators' announcements; participants read them through their notifications (same live kind). */
export const announcementsReadModel = defineReadModel<AnnouncementsTables>({
  name: 'announcements',
  projections: [announcementsProjection],
  migrations: { '2026_11_27_040000_create_announcements': createAnnouncements },
  liveKind: 'notifications',
  personalData: { export: exportPersonAnnouncements },
});
