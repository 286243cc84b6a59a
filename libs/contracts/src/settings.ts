import { z } from 'zod';
import { DAILY_EMAIL_MAX, trackingMethods } from '@wellway/domain';
import { flag, text } from './common.js';

/** PUT /users/{id}: the user save of /settings/personal (and of a master's user edit). */
export const saveUserBody = z.object({
  email: text(320),
  allows_sms: flag.optional().default(false),
  profile: z.object(
    {
      first_name: text(200),
      last_name: text(200),
      phone: text(40).nullish(),
      time_zone: text(64).nullish(),
      line1: text(400).nullish(),
      line2: text(400).nullish(),
      city: text(200).nullish(),
      state_province: text(200).nullish(),
      postal_code: text(40).nullish(),
    },
    { error: 'must be an object with first_name and last_name' },
  ),
  /** Present only where the form shows the location; null takes it away (where none is required). */
  location_id: z.union([text(64), z.number().int().transform(String)]).nullish(),
  /** Present only to change the password. */
  password: text(1024).optional(),
  password_confirmation: text(1024).optional(),
});
export type SaveUserBody = z.output<typeof saveUserBody>;

/**
 * POST /unsubscribe (spec 2 §7): the address, its site and the e-mail link's token, in the body
 * (the web's /unsubscribe page) or in the query (RFC 8058 one-click: the body is only
 * `List-Unsubscribe=One-Click`). Anything missing is the same failure as a wrong token.
 */
const unsubscribeFields = { email: text(320).optional(), site_id: text(64).optional(), token: text(200).optional() };
export const unsubscribeBody = z.object(unsubscribeFields);
export const unsubscribeQuery = z.object(unsubscribeFields);

/** PUT /users/{id}/subscription: spec 2 §3 Subscription. */
export const subscriptionBody = z.object({
  email_friend_requests: flag,
  email_wall_posts: flag,
  email_team: flag,
  email_challenges: flag,
  email_site: flag,
  email_daily: z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(DAILY_EMAIL_MAX),
  email_unsubscribe_all: flag,
  /** Per notice type (a key of the notification types): in the app and by e-mail. Omitted: unchanged. */
  notices: z
    .record(z.string().max(64), z.object({ in_app: flag, email: flag }))
    .refine((value) => Object.keys(value).length <= 50, 'names too many notification types')
    .optional(),
});

export const trackingBody = z.object({
  active_device: z.enum(trackingMethods, { error: `must be one of ${trackingMethods.join(', ')}` }),
});

export const userSaved = z.object({ id: z.string() });
export const unsubscribed = z.object({ email: z.string(), unsubscribed: z.boolean() });
export const trackingChosen = z.object({ active_device: z.enum(trackingMethods) });
/** GET /time_zones: a zone and its readable name. */
export const timeZone = z.object({ id: z.string(), name: z.string() });
export type TimeZone = z.output<typeof timeZone>;
