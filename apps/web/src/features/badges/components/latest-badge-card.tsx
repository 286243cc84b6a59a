import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { useCurrentSite } from '../../../lib/current-site';
import { formatDate } from '../../../lib/format';
import { useBadges } from '../api/get-badges';
import { latestEarned } from '../utils/latest-earned';
import { BadgeIcon } from './badge-icon';

/** Home: the badge earned last, with the count so far; or what to do to earn the first. */
export function LatestBadgeCard({ year }: { readonly year: number }) {
  const site = useCurrentSite();
  const badges = useBadges(site.id, year);
  const latest = latestEarned(badges);
  const earned = badges.filter((badge) => badge.earned_on !== null).length;
  const galleryLink = (
    <Link to={paths.badges.year.href(year)} className="card__link">
      All badges
    </Link>
  );

  return (
    <Card title="Latest badge" icon={<Award className="icon" aria-hidden="true" />} action={galleryLink} className="latest-badge">
      {latest ? (
        <Link to={`${paths.badges.year.href(year)}?badge_id=${encodeURIComponent(latest.id)}`} className="latest-badge__link">
          <BadgeIcon icon={latest.icon} name={latest.name} earned />
          <span className="latest-badge__text">
            <span className="latest-badge__name">{latest.name}</span>
            <span className="latest-badge__meta">Earned {latest.earned_on ? formatDate(latest.earned_on) : ''}</span>
            <span className="latest-badge__meta">
              {earned} of {badges.length} earned in {year}
            </span>
          </span>
        </Link>
      ) : (
        <EmptyState title="No badges yet">Log a day to earn your first badge, then keep going for the next.</EmptyState>
      )}
    </Card>
  );
}
