import { z } from 'zod';

export const marksBody = z.object({
  ids: z.union([z.literal('all'), z.string().max(64), z.array(z.string().max(64)).max(500, 'lists at most 500 notifications')], {
    error: "must be 'all' or a list of notification ids",
  }),
});
