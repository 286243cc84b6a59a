import { z } from 'zod';
import { isoDate, text } from './common.js';

/** The spec's Eligibility fields (string_1 is the location); rules beyond types are the domain's. */
export const eligibilityBody = z.object({
  identifier: text(100).optional().default(''),
  first_name: text(100).nullish(),
  last_name: text(100).nullish(),
  email: text(254).nullish(),
  string_1: text(200).nullish(),
  birth_date: isoDate.nullish(),
});
export type EligibilityBody = z.output<typeof eligibilityBody>;

/** The registration check: an identifier and, when the site asks, a date of birth (YYYY-MM-DD). */
export const validateEligibilityInput = z.object({
  identifier: text(100).optional().default(''),
  birth_date: z.union([isoDate, z.literal('')]).nullish(),
});

export const eligibilityListQuery = z.object({
  page_size: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1000, 'must be at most 1000')
    .optional()
    .default(20),
  page: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .optional()
    .default(1),
  search: text(100).optional(),
});

/** docs/api.md's Eligibility as a coordinator sees it (`string_1`: the location). */
export const eligibility = z
  .object({
    id: z.string(),
    site_id: z.string(),
    identifier: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    string_1: z.string(),
    birth_date: z.string().nullable(),
    user_id: z.string().nullable(),
    is_registered: z.boolean(),
  })
  .meta({ title: 'Eligibility' });
export type Eligibility = z.output<typeof eligibility>;

/** What the registration check answers someone not yet signed in: enough to fill the form, no more. */
export const eligibilityMatch = eligibility.pick({ id: true, email: true, identifier: true, first_name: true, last_name: true });
export type EligibilityMatch = z.output<typeof eligibilityMatch>;

export const eligibilityChanged = z.object({ id: z.string() });
