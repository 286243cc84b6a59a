import { z } from 'zod';
import { flag, pageSize, text } from './common.js';

export const ssoDetailBody = z.object({
  wskey: text(200),
  location_id: text(64).nullish(),
  sso_label: text(100).optional().default(''),
  login_url: text(2000).optional().default(''),
  redirect: text(2000).optional().default(''),
  is_sso_enabled: flag.optional().default(false),
});
export type SsoDetailBody = z.output<typeof ssoDetailBody>;

/** Extra key=value pairs of the SSO test pass through; only these three are read. */
export const ssoSignOnBody = z.looseObject({
  key: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long'),
  url: z.string({ error: 'must be text' }).max(2000, 'is too long').optional().default(''),
  identifier: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long'),
});
export const ssoSignOnQuery = z.object({ site_id: z.string().max(64).optional(), min_position: z.string().optional() });

export const ssoDetailsQuery = z.object({ page_size: pageSize.optional() });

/** Spec 3 §3 SSO detail. */
export const ssoDetail = z
  .object({
    id: z.string(),
    site_id: z.string(),
    wskey: z.string(),
    location_id: z.string().nullable(),
    sso_label: z.string(),
    login_url: z.string(),
    redirect: z.string(),
    is_sso_enabled: z.boolean(),
  })
  .meta({ title: 'SsoDetail' });
export type SsoDetail = z.output<typeof ssoDetail>;

export const ssoDetailDeleted = z.object({ id: z.string(), deleted: z.boolean() });
export const ssoSignedOn = z.object({ redirect_url: z.string() });
