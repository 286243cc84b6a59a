import { z } from 'zod';
import { badgeCategories } from '@wellway/domain';
import { pageSize, year } from './common.js';

export const badgesQuery = z.object({ site_id: z.string().optional(), year: year.optional(), page_size: pageSize.optional() });

/** A badge the site defines. */
export const badgeDefinition = z.object({
  id: z.string(),
  site_id: z.string(),
  name: z.string(),
  category: z.enum(badgeCategories),
  goal: z.number(),
  goal2: z.number().nullable(),
  icon: z.string(),
  sequence: z.number().int(),
});

/** A badge as its participant sees it: earned on a day of the year, or not yet. */
export const badge = badgeDefinition.extend({ earned_on: z.string().nullable() }).meta({ title: 'Badge' });
export type Badge = z.output<typeof badge>;
