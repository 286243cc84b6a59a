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
