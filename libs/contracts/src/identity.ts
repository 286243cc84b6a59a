import { z } from 'zod';
import { flag } from './common.js';

export const authenticateBody = z.object({
  email: z.string({ error: 'is required' }).min(1, 'is required').max(320, 'is too long'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024, 'is too long'),
  stay_logged_in: flag.optional().default(false),
});

export const authenticateQuery = z.object({
  site_id: z.uuid({ error: 'must be a site id' }).optional(),
});

export const forgotPasswordBody = z.object({
  email: z.string({ error: 'is required' }).max(320, 'is too long'),
});

const thing = z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is not a reset token');

export const resetPasswordBody = z.object({
  thing,
  password: z.string({ error: 'must be text' }).max(1024, 'is too long').optional().default(''),
  password_confirmation: z.string({ error: 'must be text' }).max(1024, 'is too long').optional(),
});

export const verifyResetBody = z.object({
  thing: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is not a reset token'),
});

export const passwordResetCheck = z.object({ allow: z.boolean(), email: z.string().nullable() });
export const passwordResetDone = z.object({ reset: z.boolean(), email: z.string() });
export const resetLinkSent = z.object({ sent: z.boolean() });
export const signedOut = z.object({ signed_out: z.boolean() });
export type PasswordResetCheck = z.output<typeof passwordResetCheck>;
