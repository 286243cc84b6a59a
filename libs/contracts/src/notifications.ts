import { z } from 'zod';

export const marksBody = z.object({
  ids: z.union([z.literal('all'), z.string().max(64), z.array(z.string().max(64)).max(500, 'lists at most 500 notifications')], {
    error: "must be 'all' or a list of notification ids",
  }),
});

export const notificationsQuery = z.object({
  filter: z.enum(['unread', 'all'], { error: "must be 'unread' or 'all'" }).optional().default('unread'),
  page_size: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(500).optional().default(20),
});

export const notification = z
  .object({
    id: z.string(),
    key: z.string(),
    message: z.string(),
    link: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    read_at: z.string().nullable(),
    seen_at: z.string().nullable(),
  })
  .meta({ title: 'Notification' });
export type Notification = z.output<typeof notification>;

export const notificationCounts = z.object({ unread: z.number().int(), unseen: z.number().int(), total: z.number().int() });
export type NotificationCounts = z.output<typeof notificationCounts>;

export const notificationsMarked = z.object({ marked: z.boolean() });
