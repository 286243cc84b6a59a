import type { ListedUserRow } from '@wellway/read-models';
import type { ListedUser } from '@wellway/contracts';

/** Spec 3 §3 "User (as shown in the user list)", with the names of its two location columns. */
export function listedUserResponse(user: ListedUserRow): ListedUser {
  return {
    id: user.id,
    role: user.role,
    first_name: user.first_name,
    last_name: user.last_name,
    // An erased person's row holds a placeholder address, no e-mail of theirs: the list shows none.
    email: user.erased ? '' : user.email,
    sso_identifier: user.sso_identifier,
    profile: {
      first_name: user.first_name,
      last_name: user.last_name,
      full_name: `${user.first_name} ${user.last_name}`.trim(),
      image: { url: null },
      started_on: user.started_on,
    },
    location: user.location,
    location_id: user.location?.id ?? null,
    top_level_location: user.top_level_location,
    top_level_location_id: user.top_level_location?.id ?? null,
    site_id: user.site_id,
    days_logged: user.days_logged,
    flags: {},
  };
}
