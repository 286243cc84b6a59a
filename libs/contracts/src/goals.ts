import { z } from 'zod';
import { pageSize, text } from './common.js';
import { storedImageOrEmpty } from './files.js';
import { inheritedFields } from './inheritable.js';

const month = z.coerce
  .number({ error: 'must be a month from 1 to 12' })
  .int('must be a month from 1 to 12')
  .min(1, 'must be a month from 1 to 12')
  .max(12, 'must be a month from 1 to 12');
const id = z.string({ error: 'must be a goal id' }).min(1, 'must be a goal id').max(64, 'must be a goal id');
const siteId = z.string({ error: 'must be a site id' }).min(1, 'must be a site id').max(64, 'must be a site id').optional();

/** What a goal says (spec 2 §3 Goal); the domain trims and checks what is required. */
const goalContent = {
  title: text(255).optional(),
  summary: text(5000).optional(),
  description: text(5000).optional(),
  category: text(255).optional(),
  /** An image uploaded to this app (POST /files/upload answers its `url`), or '' for none. */
  image: storedImageOrEmpty.optional(),
  month_integer: month.optional(),
  final_month_integer: month.nullable().optional(),
};

/** Spec 3 §4: an administrator saves a catalogue goal on a site (the default site edits the default set). */
export const siteGoalBody = z.object({ site_id: siteId, ...goalContent, title: text(255), month_integer: month });
export const siteGoalSiteQuery = z.object({ site_id: siteId, page_size: pageSize.optional() });

/** POST /goals: `parent_id` chooses a catalogue goal; without it, the person's own goal (needs a description). */
export const createGoalBody = z.object({ parent_id: id.optional(), ...goalContent });
export const updateGoalBody = z.object(goalContent);
export const goalStatusBody = z.object({
  status: z.enum(['complete', 'cancel'], { error: "must be 'complete' or 'cancel'" }),
});
export const goalsQuery = z.object({
  filter: z.enum(['active', 'completed'], { error: "must be 'active' or 'completed'" }).optional(),
  page_size: pageSize.optional(),
});

/** Spec 2 §7 POST /emails/content: share a goal by e-mail (addresses split on comma or semicolon). */
export const emailContentBody = z.object({
  message: text(2000).optional(),
  emails: z.union([text(5000), z.array(text(320)).max(100, 'lists too many addresses')], {
    error: 'must be email addresses',
  }),
  model: z.enum(['Goal'], { error: "must be 'Goal'" }),
  id,
});

export const goal = z
  .object({
    id: z.string(),
    user_id: z.string().nullable(),
    ...inheritedFields,
    children_ids: z.array(z.string()),
    title: z.string(),
    summary: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    month_integer: z.number().int(),
    final_month_integer: z.number().int().nullable(),
    status: z.enum(['active', 'complete', 'canceled']).nullable(),
    completed_at: z.string().nullable(),
    created_at: z.string(),
    is_custom: z.boolean(),
    can_run_again: z.boolean().optional().describe("A person's completed goal: run again is offered (spec 2 §5)."),
    edited_on_site: z.boolean().optional().describe("Catalogue goals: this site's own copy of a default goal."),
  })
  .meta({ id: 'Goal', title: 'Goal' });
export type Goal = z.output<typeof goal>;

export const goalDeleted = z.object({ id: z.string() });
export const emailSent = z.object({ id: z.string(), sent_to: z.number().int(), message: z.string() });
