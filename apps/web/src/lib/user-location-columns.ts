import type { ListedUser } from '@wellway/contracts';
import type { Site } from './current-site';

/** Spec 3 §6 user list: location columns when the site displays locations, two levels when they are nested. */
export function locationColumnsOf(site: Site): string[] {
  if (site.flags.is_location_displayed !== true) return [];
  const labels = site.location_labels ?? [];
  const top = labels[0] || 'Location';
  return site.nested_locations === false ? [top] : [top, labels[1] || 'Sub-location'];
}

/** The top level in the first column; the user's own location, when it is below that, in the second. */
export function locationCell(user: ListedUser, level: number): string {
  if (level === 0) return user.top_level_location?.name ?? '';
  return user.location && user.location.id !== user.top_level_location?.id ? user.location.name : '';
}
