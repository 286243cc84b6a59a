import { z } from 'zod';

export const authenticateBody = z.object({
  email: z.string({ error: 'is required' }).min(1, 'is required').max(320, 'is too long'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024, 'is too long'),
  stay_logged_in: z.boolean({ error: 'must be true or false' }).optional().default(false),
});

export const authenticateQuery = z.object({
  site_id: z.uuid({ error: 'must be a site id' }).optional(),
});
