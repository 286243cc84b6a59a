import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProgressBar } from '../../../components/progress';
import { useCurrentSite } from '../../../lib/current-site';
import { useBadges, type Badge } from '../api/get-badges';
import { badgeElementId, visibleBadges } from '../utils/badge-groups';
import { canBeEarnedYet } from '../utils/earnable';
import { animateScrollTo, BADGE_SCROLL_MS } from '../utils/scroll-to-element';
import { BadgeDialog } from './badge-dialog';
import { BadgeGallery } from './badge-gallery';
import { EarnedBadgePopups } from './earned-badge-popups';

const focusBadge = (badgeId: string) => requestAnimationFrame(() => document.getElementById(badgeElementId(badgeId))?.focus());

export function BadgesYear({ year }: { readonly year: number }) {
  const site = useCurrentSite();
  // Badges of features the site turned off are not shown (nor counted).
  const badges = visibleBadges(useBadges(site.id, year), site.flags);
  const [search, setSearch] = useSearchParams();
  const requestedId = search.get('badge_id');
  // The badge whose popup is open: one the participant clicked, or the one ?badge_id named.
  const [openId, setOpenId] = useState<string | null>(null);
  const earnedCount = badges.filter((badge) => badge.earned_on !== null).length;
  // Badges that cannot be earned yet are shown, not counted: progress that could never be made.
  const earnableCount = badges.filter(canBeEarnedYet).length;

  // ?badge_id: scroll to the badge (700 ms), then open it.
  useEffect(() => {
    if (!requestedId) return;
    const element = document.getElementById(badgeElementId(requestedId));
    if (!element) return;
    return animateScrollTo(element, BADGE_SCROLL_MS, () => setOpenId(requestedId));
  }, [requestedId]);

  const closeBadge = () => {
    if (!openId) return;
    const closedId = openId;
    setOpenId(null);
    if (requestedId) {
      setSearch(
        (params) => {
          params.delete('badge_id');
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    focusBadge(closedId);
  };

  const openBadge = openId ? (badges.find((badge) => badge.id === openId) ?? null) : null;
  // Earned-badge popups wait while another popup is open or about to open.
  const busy = openId !== null || badges.some((badge) => badge.id === requestedId);

  return (
    <>
      <div className="badges-progress">
        <p className="page-lead">
          You have earned {earnedCount} of {earnableCount} badges in {year}.
        </p>
        {earnableCount > 0 && <ProgressBar value={earnedCount} max={earnableCount} label={`Badges earned in ${year}`} />}
      </div>
      <BadgeGallery
        badges={badges}
        friendsLabel={site.friend_label_plural}
        flags={site.flags}
        highlightedId={openId ?? requestedId}
        onOpen={(badge: Badge) => setOpenId(badge.id)}
      />
      {openBadge && <BadgeDialog title={openBadge.name} badge={openBadge} onClose={closeBadge} />}
      {!busy && <EarnedBadgePopups badges={badges} />}
    </>
  );
}
