import { permissionsOf, type Role } from '@wellway/domain';
import type { SiteRow, UserRow } from '@wellway/read-models';

/** The User entity of spec 1 §3, with the permission matrix applied for the web menus. */
export function userResponse(user: UserRow, site: SiteRow) {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    site_id: user.site_id,
    location_id: null,
    profile: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      full_name: fullName,
      image: { url: null },
      started_on: user.started_on,
    },
    permissions: permissionsOf(user.role as Role, site.flags),
  };
}
