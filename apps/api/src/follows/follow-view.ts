import type { Follow } from '@wellway/contracts';
import type { FollowRow } from '@wellway/read-models';

/** A read-model row as spec 2 §3 Follow: `id` the followed person's, `user_id` the follower's. */
export const followResponse = (row: FollowRow): Follow => ({
  id: row.followee_id,
  user_id: row.follower_id,
  profile: { full_name: row.full_name, image: { url: row.image_url } },
});
