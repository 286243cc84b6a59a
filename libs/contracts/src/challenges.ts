import { z } from 'zod';
import { pageSize } from './common.js';
import { inheritedFields } from './inheritable.js';

const id = (what: string) =>
  z
    .string({ error: `must be a ${what} id` })
    .min(1, `must be a ${what} id`)
    .max(64, `must be a ${what} id`);
const siteId = id('site').optional();
/** Length and emptiness are the domain's rules (its messages). */
const name = z.string({ error: 'is required' }).max(1000, 'is too long');
const month = z.coerce.number({ error: 'must be a month from 1 to 12' });

// The catalogue (spec 3 §3 Challenge, §7 "/challenges/{id} with site_id").

export const challengesQuery = z.object({
  site_id: siteId,
  month: month
    .int('must be a month from 1 to 12')
    .min(1, 'must be a month from 1 to 12')
    .max(12, 'must be a month from 1 to 12')
    .optional(),
  page_size: pageSize.optional(),
});
export const challengeSiteQuery = z.object({ site_id: siteId });
export const createChallengeBody = z.object({ site_id: siteId, name, month });
export const updateChallengeBody = z.object({ site_id: siteId, name, month });

export const challenge = z
  .object({
    id: z.string(),
    name: z.string(),
    month: z.number().int(),
    ...inheritedFields,
  })
  .meta({ id: 'Challenge', title: 'Challenge' });
export type Challenge = z.output<typeof challenge>;

export const challengeDeleted = z.object({
  id: z.string(),
  outcome: z.enum(['deleted', 'reset']).describe('reset: a site copy removed; the default shows again.'),
});

// User challenges (spec 2 §3 UserChallenge, §7 Challenges).

export const userChallengesQuery = z.object({
  filter: z.enum(['active', 'completed'], { error: 'must be active or completed' }).default('active'),
  page_size: pageSize.default(20),
  page: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').default(1),
});

export const sendUserChallengeBody = z.object({
  receiver_id: id('user'),
  challenge_id: id('challenge'),
});

export const userChallengeStatusValues = ['accepted', 'declined', 'canceled', 'completed'] as const;
export const userChallengeStatusBody = z.object({
  status: z.enum(userChallengeStatusValues, { error: 'must be accepted, declined, canceled or completed' }),
});
export const userChallengeStatusByIdBody = userChallengeStatusBody.extend({ id: id('challenge') });

const person = z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), full_name: z.string() });

export const userChallenge = z
  .object({
    id: z.string(),
    sender_id: z.string(),
    receiver_id: z.string(),
    challenge_id: z.string(),
    challenge: z.object({ id: z.string(), name: z.string() }),
    sender_user: person,
    receiver_user: person,
    created_at: z.string(),
    accepted_at: z.string().nullable(),
    expires_at: z.string(),
    completed_at: z.string().nullable(),
    sender_completed_at: z.string().nullable(),
    receiver_completed_at: z.string().nullable(),
    canceled_at: z.string().nullable(),
    is_active: z.boolean(),
    is_completed: z.boolean(),
    is_expired: z.boolean(),
    is_pending: z.boolean().describe('Sent, not yet accepted.'),
    side_status: z.enum(['completed', 'expired', 'in-progress']).describe("The signed-in person's side (spec 2 §4)."),
  })
  .meta({ id: 'UserChallenge', title: 'UserChallenge' });
export type UserChallenge = z.output<typeof userChallenge>;

/** A friend who can be challenged (the select-user flow). */
export const challengeableFriend = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
});
export const challengeableFriendsQuery = z.object({ query: z.string().max(200).optional() });
