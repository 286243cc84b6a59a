import { z } from 'zod';
import { contentCategories } from '@wellway/domain';
import { text } from './common.js';

export const contentCategory = z.enum(contentCategories, { error: `must be one of ${contentCategories.join(', ')}` });

export const contentBody = z.object({
  site_id: text(64).optional(),
  category: contentCategory,
  key: text(200).optional().default(''),
  group: text(200).optional().default(''),
  sequence: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be at most 1000000')
    .optional()
    .default(0),
  title: text(200).optional().default(''),
  summary_html: text(20_000).optional().default(''),
  content_html: text(200_000).optional().default(''),
  hidden: z.boolean({ error: 'must be true or false' }).optional().default(false),
});
export type ContentBody = z.output<typeof contentBody>;

export const contentQuery = z.object({
  site_id: text(64).optional(),
  category: contentCategory.optional(),
  hidden: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  page_size: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').optional(),
});

export const requiredTermBody = z.object({ custom_content_id: text(64) });
