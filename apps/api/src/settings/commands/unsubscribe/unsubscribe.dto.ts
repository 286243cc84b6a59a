import { z } from 'zod';
import { text } from '../../text.js';

export const unsubscribeBody = z.object({
  email: text(320),
  site_id: z.string({ error: 'is required' }).max(64),
});
