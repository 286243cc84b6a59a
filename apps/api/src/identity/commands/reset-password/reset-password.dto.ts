import { z } from 'zod';

const thing = z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is not a reset token');

export const resetPasswordBody = z.object({
  thing,
  password: z.string({ error: 'must be text' }).max(1024, 'is too long').optional().default(''),
  password_confirmation: z.string({ error: 'must be text' }).max(1024, 'is too long').optional(),
});
