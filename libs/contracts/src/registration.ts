import { z } from 'zod';
import { flag, isoDate, text } from './common.js';

/**
 * The registration user of spec 2 §3: email, password, birth_date, eligibility_identifier,
 * location_id and the profile. Only types and sizes here; the rules (and their messages) are the
 * domain's registrationProblems.
 */
export const registerBody = z.object({
  email: text(320).optional().default(''),
  email_confirmation: text(320).optional(),
  password: text(1024).optional().default(''),
  password_confirmation: text(1024).optional(),
  birth_date: z.union([isoDate, z.literal('')]).nullish(),
  eligibility_identifier: text(100).nullish(),
  location_id: z.union([text(64), z.number().int().transform(String)]).nullish(),
  allows_sms: flag.optional().default(false),
  stay_logged_in: flag.optional().default(false),
  profile: z
    .object(
      {
        first_name: text(200).optional().default(''),
        last_name: text(200).optional().default(''),
        phone: text(40).nullish(),
      },
      { error: 'must be an object' },
    )
    .optional()
    .default({ first_name: '', last_name: '' }),
});
export type RegisterBody = z.output<typeof registerBody>;

export const validateUserBody = z.object({
  field: z.literal('email', { error: "must be 'email'" }),
  value: z.string({ error: 'must be text' }).max(320, 'must be at most 320 characters'),
});

export const emailChecked = z.object({ field: z.literal('email'), value: z.string(), valid: z.boolean() });
