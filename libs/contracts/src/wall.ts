import { z } from 'zod';
import { flag, pageSize, text } from './common.js';
import { isStoredImage } from './files.js';

/** Spec 2 §3/§7 Post and Like. Emptiness, lengths, tags and who may are the domain's rules (its messages). */
const id = (what: string) =>
  z
    .string({ error: `must be ${what}` })
    .min(1, `must be ${what}`)
    .max(64, `must be ${what}`);
const userId = id('a user id');

/** Spec 2 §2 /wall/{filter}: all, my, friends, following, tagged, or a person's id; flagged for moderators (spec 3 §2.4). */
export const WALL_FILTERS = ['all', 'my', 'friends', 'following', 'tagged', 'flagged'] as const;
export const wallFilter = z.union([z.enum(WALL_FILTERS), userId], {
  error: 'must be all, my, friends, following, tagged, flagged or a user id',
});

export const postsQuery = z.object({
  wallable_type: z.enum(['Site', 'Post'], { error: "must be 'Site' or 'Post'" }).optional().default('Site'),
  /** The site (its wall) or the post (its comments); default: the reader's site. */
  wallable_id: id('a site or post id').optional(),
  filter: wallFilter.optional().default('all'),
  page_size: pageSize.optional().default(30),
  offset: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .optional()
    .default(0),
});

/**
 * A post's photo: one of the author's own public uploads (POST /api/files/upload answers its url).
 * Never a secure one: the site's readers could not load it (only its owner and masters read those).
 */
const photo = z
  .string({ error: 'must be the url of an uploaded image' })
  .refine((value) => isStoredImage(value, 'public'), 'must be the url of an uploaded image')
  .nullish()
  .transform((value) => value ?? null);

/** Spec 2 §7 POST /posts. Tags are sent as ids (objects with an id are accepted too). */
export const createPostBody = z.object({
  content: text(20_000).optional().default(''),
  wallable_id: id('a site or post id')
    .nullish()
    .transform((value) => value ?? undefined),
  wallable_type: z.enum(['Site', 'Post'], { error: "must be 'Site' or 'Post'" }).optional().default('Site'),
  parent_post_id: id('a post id').nullish(),
  depth: z.number().int().min(0).optional(),
  tagged_users: z
    .array(z.union([userId, z.object({ id: userId }).transform((user) => user.id)]), { error: 'must be a list of user ids' })
    .max(200, 'must name at most 200 people')
    .optional()
    .default([]),
  postable_type: z
    .enum(['Goal'], { error: "must be 'Goal'" })
    .nullish()
    .transform((value) => value ?? null),
  postable_id: id('an id')
    .nullish()
    .transform((value) => value ?? null),
  photo,
});

/** Spec 2 §7 PUT /posts/{id}: report (is_flagged true) or unreport (false); a moderator may say why. */
export const updatePostBody = z.object({
  is_flagged: flag,
  flagged_by: userId.nullish(),
  reason: text(500).nullish(),
});

export const deletePostQuery = z.object({ reason: text(500).optional() });

/** Spec 2 §7 likes: POST (user_id, likeable_id, likeable_type). */
export const likeBody = z.object({
  user_id: userId.optional(),
  likeable_id: id('a post id'),
  likeable_type: z.literal('Post', { error: "must be 'Post'" }).optional().default('Post'),
});

export const recentPostsQuery = z.object({
  page_size: pageSize.optional().default(5),
  after: id('a post id').optional(),
});

const person = z.object({
  id: z.string(),
  profile: z.object({ first_name: z.string(), last_name: z.string(), full_name: z.string(), image: z.string().nullable() }),
});

const postFields = {
  id: z.string(),
  content: z.string().describe('Plain text: never rendered as HTML.'),
  wallable_id: z.string(),
  wallable_type: z.string(),
  parent_post_id: z.string().nullable(),
  depth: z.number().int(),
  tagged_users: z.array(person),
  postable_type: z.string().nullable(),
  postable_id: z.string().nullable(),
  postable: z.object({ id: z.string(), title: z.string() }).nullable(),
  photo: z.string().nullable(),
  likes: z.object({
    data: z.array(z.object({ user_id: z.string(), likeable_id: z.string(), likeable_type: z.literal('Post'), user: person })),
  }),
  likes_count: z.number().int(),
  liked: z.boolean(),
  user: person.extend({ is_wall_expert: z.boolean() }),
  created_at: z.string(),
  is_flagged: z.boolean(),
  flagged_by: z.string().nullable(),
  is_hidden: z.boolean().describe('Hidden by reports: shown to its author and moderators only.'),
  reported: z.boolean().describe('The reader reported it.'),
  posts_count: z.number().int(),
  wall_moderator_name: z.string().nullable(),
  can_delete: z.boolean(),
  can_report: z.boolean(),
  can_unreport: z.boolean(),
};

export const comment = z
  .object({ ...postFields, posts: z.array(z.unknown()).describe('Replies of a comment: none.') })
  .meta({ title: 'Comment' });
export const post = z.object({ ...postFields, posts: z.array(comment) }).meta({ title: 'Post' });
export type Post = z.output<typeof post>;

export const postWritten = z.object({ id: z.string(), tagged_users: z.array(z.string()).optional() });
export const likeWritten = z.object({ likeable_id: z.string(), likeable_type: z.literal('Post'), liked: z.boolean() });
