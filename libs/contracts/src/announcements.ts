import { z } from 'zod';
import { pageSize, text } from './common.js';

const siteId = z.string({ error: 'must be a site id' }).min(1, 'must be a site id').max(64, 'must be a site id');

/**
 * POST /announcements (spec 3 §7 Notifications: "POST with message and location"): a coordinator's
 * message to all participants (location_id null or absent) or to one location and those under it.
 * An empty message is refused with the spec's 'Oops, a message is needed.'.
 */
export const sendAnnouncementBody = z.object({
  message: text(2000).optional().default(''),
  location_id: z.string({ error: 'must be a location id' }).max(64, 'must be a location id').nullable().optional().default(null),
  site_id: siteId.optional(),
});

/** GET /announcements?site_id: the previous notifications, newest first, 10 at a time (spec 3 §9). */
export const announcementsQuery = z.object({
  site_id: siteId.optional(),
  page_size: pageSize.default(10),
  page: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').default(1),
});

export const announcementSiteQuery = z.object({ site_id: siteId.optional() });

/** Spec 3 §3 Notification (coordinator dashboard): site_id, message, location, created. */
export const announcement = z
  .object({
    id: z.string(),
    site_id: z.string(),
    message: z.string().describe('Plain text, as the coordinator wrote it.'),
    location_id: z.string().nullable().describe('null: all participants.'),
    location_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ title: 'Announcement' });
export type Announcement = z.output<typeof announcement>;

export const announcementDeleted = z.object({ id: z.string(), deleted: z.boolean() });
