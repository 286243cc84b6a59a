import { z } from 'zod';

const userId = z.string({ error: 'must be a user id' }).min(1, 'must be a user id').max(64, 'must be a user id');

/** POST /follows (spec 2 §7): the person to follow. */
export const createFollowBody = z.object({ followee_id: userId });

/**
 * A follow (spec 2 §3 Follow): `id` is the followed person's id, `user_id` the follower's, and
 * `profile` the followed person's name and photo.
 */
export const follow = z.object({
  id: z.string(),
  user_id: z.string(),
  profile: z.object({ full_name: z.string(), image: z.object({ url: z.string().nullable() }) }),
});
export type Follow = z.output<typeof follow>;

/** DELETE /follows/{id}: the person no longer followed. */
export const unfollowed = z.object({ id: z.string() });
