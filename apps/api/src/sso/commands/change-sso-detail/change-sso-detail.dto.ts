import { z } from 'zod';

const text = (max: number) => z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`);
export const ssoDetailBody = z.object({
  wskey: text(200),
  location_id: text(64).nullish(),
  sso_label: text(100).optional().default(''),
  login_url: text(2000).optional().default(''),
  redirect: text(2000).optional().default(''),
  is_sso_enabled: z.boolean({ error: 'must be true or false' }).optional().default(false),
});
export type SsoDetailBody = z.output<typeof ssoDetailBody>;
