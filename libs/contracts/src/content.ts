import { z } from 'zod';
import { contentCategories } from '@wellway/domain';
import { flag, text } from './common.js';

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
  hidden: flag.optional().default(false),
});
export type ContentBody = z.output<typeof contentBody>;

export const contentQuery = z.object({
  site_id: text(64).optional(),
  category: contentCategory.optional(),
  hidden: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  page_size: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').optional(),
});

export const requiredTermBody = z.object({ custom_content_id: text(64) });

/** docs/api.md's CustomContent: a page or item of a site. */
export const content = z
  .object({
    id: z.string(),
    site_id: z.string(),
    category: z.enum(contentCategories),
    key: z.string(),
    group: z.string(),
    sequence: z.number().int(),
    title: z.string(),
    summary_html: z.string(),
    content_html: z.string(),
    hidden: z.boolean(),
  })
  .meta({ title: 'CustomContent' });
export type Content = z.output<typeof content>;

/** A page the site requires its participants to accept. */
export const requiredTerm = z.object({ custom_content_id: z.string(), category: z.enum(contentCategories), title: z.string() });
export type RequiredTerm = z.output<typeof requiredTerm>;

export const contentSaved = z.object({ id: z.string() });
export const requiredTermChanged = z.object({ custom_content_id: z.string() });
