import { locationPath, type SiteLocation } from '../../../lib/site-locations';

/**
 * Which announcements the signed-in coordinator may delete (the API's rule, docs/decisions.md):
 * anyone who may send, except that a regional coordinator reaches only their own top-level
 * location and the locations under it (never an announcement to all participants).
 */
export function deletableBy(
  locations: readonly SiteLocation[],
  regional: boolean,
  ownLocationId: string | null,
): (announcement: { readonly location_id: string | null }) => boolean {
  if (!regional) return () => true;
  const top = locationPath(locations, ownLocationId)[0];
  return ({ location_id }) => top !== undefined && locationPath(locations, location_id)[0] === top;
}
