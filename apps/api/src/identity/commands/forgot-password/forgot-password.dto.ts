import { z } from 'zod';

export const forgotPasswordBody = z.object({
  email: z.string({ error: 'is required' }).max(320, 'is too long'),
});
