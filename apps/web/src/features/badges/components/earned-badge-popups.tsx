import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentSite } from '../../../lib/current-site';
import { badgesQueryOptions, type Badge } from '../api/get-badges';
import { useEarnedBadgeNotifications } from '../api/get-earned-badge-notifications';
import { useMarkBadgeNotificationRead } from '../api/mark-badge-notification-read';
import { badgeIdFromLink } from '../utils/badge-groups';
import { nextPopup } from '../utils/earned-order';
import { BadgeDialog } from './badge-dialog';

/**
 * Spec 2 §2: earned badges pop up one at a time, in order; closing one marks its notification
 * read. `badges` are the gallery's when it is on screen; elsewhere the popup finds the badge in
 * its year's list (fetched when needed), or says the notification's own words meanwhile.
 */
export function EarnedBadgePopups({ badges }: { readonly badges?: readonly Badge[] }) {
  const notifications = useEarnedBadgeNotifications();
  const markRead = useMarkBadgeNotificationRead();
  // Closed here, not yet gone from the refetched list.
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const current = nextPopup(notifications, closed);
  const badge = useBadgeOf(current?.link ?? null, badges);
  if (!current) return null;

  const close = () => {
    setClosed((previous) => new Set(previous).add(current.id));
    markRead.mutate(current.id);
  };
  return <BadgeDialog key={current.id} title="You earned a badge!" badge={badge} message={current.message} onClose={close} />;
}

/** '/badges/2026?badge_id=…' → that badge, from the given list or its year's. */
function useBadgeOf(link: string | null, given: readonly Badge[] | undefined): Badge | null {
  const site = useCurrentSite();
  const badgeId = badgeIdFromLink(link);
  const year = Number(/\/badges\/(\d{4})/.exec(link ?? '')?.[1] ?? NaN);
  const fetched = useQuery({ ...badgesQueryOptions(site.id, year), enabled: !given && badgeId !== null && Number.isInteger(year) });
  const list = given ?? fetched.data ?? [];
  return list.find((candidate) => candidate.id === badgeId) ?? null;
}
