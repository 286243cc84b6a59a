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
