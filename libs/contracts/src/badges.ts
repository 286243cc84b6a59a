import { z } from 'zod';
import { pageSize, year } from './common.js';

export const badgesQuery = z.object({ site_id: z.string().optional(), year: year.optional(), page_size: pageSize.optional() });
