import type { Mute } from '@wellway/contracts';
import type { MuteRow } from '@wellway/read-models';

/** A read-model row as the API's Mute: `id` is the muted person's. */
export const muteResponse = (row: MuteRow): Mute => ({
  id: row.muted_id,
  profile: { full_name: row.full_name, image: { url: row.image_url } },
  muted_at: row.muted_at,
});
