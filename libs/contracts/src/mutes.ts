import { z } from 'zod';

const userId = z.string({ error: 'must be a user id' }).min(1, 'must be a user id').max(64, 'must be a user id');

/** POST /mutes: the person to mute. */
export const createMuteBody = z.object({ user_id: userId });

/** A mute: `id` is the muted person's id, `profile` their name and photo, `muted_at` since when. */
export const mute = z.object({
  id: z.string(),
  profile: z.object({ full_name: z.string(), image: z.object({ url: z.string().nullable() }) }),
  muted_at: z.string(),
});
export type Mute = z.output<typeof mute>;

/** DELETE /mutes/{user_id}: the person no longer muted. */
export const unmuted = z.object({ id: z.string() });
