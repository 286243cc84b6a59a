import { z } from 'zod';
import { pageSize } from './common.js';

const siteId = z.string().max(64).optional();
export const usersQuery = z.object({
  site_id: siteId,
  page_size: pageSize.optional().default(20),
  page: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000)
    .optional()
    .default(1),
});
export const userSearchQuery = z.object({
  site_id: siteId,
  query: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'is too long'),
});
