import type { Badge } from '../api/get-badges';

/** The most recently earned badge (ties: the later in the gallery), or null when none is earned. */
export function latestEarned<T extends Pick<Badge, 'earned_on' | 'sequence'>>(badges: readonly T[]): T | null {
  let latest: T | null = null;
  for (const badge of badges) {
    if (badge.earned_on === null) continue;
    if (!latest || badge.earned_on > (latest.earned_on ?? '') || (badge.earned_on === latest.earned_on && badge.sequence > latest.sequence))
      latest = badge;
  }
  return latest;
}
