import { z } from 'zod';
import { permissions, roles } from '@wellway/domain';
import { pageSize } from './common.js';

const siteId = z.string().max(64).optional();
export const usersQuery = z.object({
  site_id: siteId,
  page_size: pageSize.optional().default(20),
  page: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000)
    .optional()
    .default(1),
});
export const userSearchQuery = z.object({
  site_id: siteId,
  query: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'is too long'),
});

const namedLocation = z.object({ id: z.string(), name: z.string() });
/** The profile photo (spec 1 §3 Profile image.url; the crop's thumbnail and blur beside it); url null: none. */
const image = z.object({
  url: z.string().nullable(),
  thumbnail_url: z.string().nullable().optional(),
  blur_url: z.string().nullable().optional(),
});

/** Spec 2 §3 Subscription, as the client reads (and sends) it. */
export const subscription = z.object({
  email_friend_requests: z.boolean(),
  email_wall_posts: z.boolean(),
  email_team: z.boolean(),
  email_challenges: z.boolean(),
  email_site: z.boolean(),
  email_daily: z.number().int(),
  email_unsubscribe_all: z.boolean(),
  /** Beyond the spec: per notice type (its key), shown in the app and e-mailed; a type not named is both. */
  notices: z.record(z.string(), z.object({ in_app: z.boolean(), email: z.boolean() })),
});
export type SubscriptionResponse = z.output<typeof subscription>;

/** docs/api.md's User (spec 1 §3, spec 2 §3): the account as its owner sees it, with the matrix's permissions for the menus. */
export const user = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(roles),
    site_id: z.string(),
    location_id: z.string().nullable(),
    location: z.object({ id: z.string() }).nullable(),
    birth_date: z.string().nullable(),
    eligibility_identifier: z.string().nullable(),
    allows_sms: z.boolean(),
    active_device: z.string().nullable(),
    profile: z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      full_name: z.string(),
      image,
      started_on: z.string(),
      phone: z.string().nullable(),
      time_zone: z.string(),
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      state_province: z.string(),
      postal_code: z.string(),
    }),
    subscription,
    permissions: z.array(z.enum(permissions)),
  })
  .meta({ title: 'User' });
export type User = z.output<typeof user>;

/** GET /users/me: the user, the required pages still to accept, and who impersonates them. */
export const me = user
  .extend({
    required_term_ids: z.array(z.string()),
    impersonator_id: z.string().nullable().optional(),
    // Spec 2 §3 User: the evaluations open to them today, those still to answer (first: /evaluation/current), those answered.
    pending_evaluation_ids: z.array(z.string()),
    active_evaluation_ids: z.array(z.string()),
    completed_evaluation_ids: z.array(z.string()),
  })
  .meta({ title: 'Me' });
export type Me = z.output<typeof me>;

/** Sign-in and registration: the user and the session's key. */
export const signedInUser = user.extend({ auth_key: z.string() }).meta({ title: 'SignedInUser' });
export type SignedInUser = z.output<typeof signedInUser>;

/** Spec 3 §3 "User (as shown in the user list)", with its two location columns. */
export const listedUser = z
  .object({
    id: z.string(),
    role: z.enum(roles),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    sso_identifier: z.string().nullable(),
    profile: z.object({ first_name: z.string(), last_name: z.string(), full_name: z.string(), image, started_on: z.string() }),
    location: namedLocation.nullable(),
    location_id: z.string().nullable(),
    top_level_location: namedLocation.nullable(),
    top_level_location_id: z.string().nullable(),
    site_id: z.string(),
    days_logged: z.number().int(),
    flags: z.object({}),
  })
  .meta({ title: 'ListedUser' });
export type ListedUser = z.output<typeof listedUser>;

/** GET /users/{id}: the listed user, and the account too for those who may edit it. */
export const shownUser = z.union([listedUser, listedUser.extend(user.omit({ location: true }).shape)]);
export type ShownUser = z.output<typeof shownUser>;

export const impersonation = z.object({ auth_key: z.string(), id: z.string(), site_subdomain: z.string().nullable() });
export type Impersonation = z.output<typeof impersonation>;
export const impersonationEnded = z.object({ restored: z.boolean(), user_id: z.string(), site_id: z.string() });
export const userDeleted = z.object({ id: z.string(), deleted: z.boolean() });
/** GET /get_user_from_auth_key/{key}: the impersonated user. */
export const handedOffUser = user.extend({ impersonator_id: z.string().nullable() });
