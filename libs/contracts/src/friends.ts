import { z } from 'zod';
import { meta, pageSize, text } from './common.js';

const userId = z.string({ error: 'must be a user id' }).min(1, 'must be a user id').max(64, 'must be a user id');

/** POST /friendships (spec 2 §7): status P, to a participant (friendee_id) or an address (friend_email). */
export const createFriendshipBody = z
  .object({
    status: z.literal('P', { error: "must be 'P'" }).optional().default('P'),
    friendee_id: userId.optional(),
    friend_email: z.email({ error: 'must be an e-mail address' }).max(320, 'must be at most 320 characters').optional(),
  })
  .refine((body) => (body.friendee_id === undefined) !== (body.friend_email === undefined), {
    message: 'send either friendee_id or friend_email',
  });

/** PUT /friendships/{id}: accept (A), decline (D) or resend. */
export const updateFriendshipBody = z.object({
  status: z.enum(['A', 'D', 'resend'], { error: "must be 'A', 'D' or 'resend'" }),
});

export const friendSorts = ['first_name', 'last_name', 'total_steps', 'challenges_completed'] as const;

/** GET /friendships: friends (A, paged, 40 by default) or pending requests (received_requests, sent_requests). */
export const friendshipsQuery = z.object({
  status: z
    .enum(['A', 'received_requests', 'sent_requests'], { error: "must be 'A', 'received_requests' or 'sent_requests'" })
    .optional()
    .default('A'),
  offset: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000_000)
    .optional()
    .default(0),
  page_size: pageSize.optional().default(40),
  include: z.literal('stats', { error: "must be 'stats'" }).optional(),
  sort: z
    .enum(friendSorts, { error: `must be one of ${friendSorts.join(', ')}` })
    .optional()
    .default('first_name'),
});

/** GET /friendships/search: people on the same site by name or e-mail. */
export const friendSearchQuery = z.object({ query: text(100).optional().default('') });

/** POST /send_mail: an e-mail to a friend (the message's emptiness is the domain's rule, 'Please include a message.'). */
export const sendMailBody = z.object({
  email_type: z.literal('individual', { error: "must be 'individual'" }),
  recipient_id: userId,
  message: text(5000),
});

const profile = z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), full_name: z.string() });

export const friendStats = z.object({
  total_steps: z.number(),
  exercise_minutes: z.number(),
  days_logged: z.number(),
  challenges_completed: z.number(),
});

/**
 * A friendship as the viewer sees it (spec 2 §3 Friendship): `friendee` is the other person
 * (null for an invitation to an address with no account yet), `friender` the viewer, `sender_id`
 * who asked. One row per pair: `inverse_friendship_id` is always null.
 */
export const friendship = z.object({
  id: z.string(),
  status: z.enum(['P', 'A', 'D', 'X']),
  sender_id: z.string(),
  friendee_id: z.string().nullable(),
  friendee: profile.nullable(),
  friender: profile.nullable(),
  friend_email: z.string().nullable(),
  inverse_friendship_id: z.null(),
  resend: z.boolean(),
  updated_at: z.string(),
  stats: friendStats.optional(),
});
export type Friendship = z.output<typeof friendship>;

export const friendshipsAnswer = z.object({
  data: z.array(friendship),
  meta: meta.extend({ total_pages: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
});
export type FriendshipsAnswer = z.output<typeof friendshipsAnswer>;

/** GET /friendship_status/{userId}: the viewer's friendship with them, X for a moderator viewing another person. */
export const friendshipStatus = z.object({
  user_id: z.string(),
  status: z.enum(['P', 'A', 'X']).nullable(),
  friendship_id: z.string().nullable(),
  sender_id: z.string().nullable(),
});
export type FriendshipStatusView = z.output<typeof friendshipStatus>;

export const friendCounts = z.object({ friends: z.number().int(), received_requests: z.number().int(), sent_requests: z.number().int() });
export type FriendCountsView = z.output<typeof friendCounts>;

export const foundPerson = profile.extend({
  friendship: z.object({ id: z.string(), status: z.enum(['P', 'A']), sender_id: z.string() }).nullable(),
});
export type FoundPerson = z.output<typeof foundPerson>;

export const friendMailSent = z.object({ id: z.string() });
