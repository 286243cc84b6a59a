import { formatDate } from '../../../lib/format';
import type { Badge } from '../api/get-badges';
import { badgeElementId } from '../utils/badge-groups';
import { canBeEarnedYet } from '../utils/earnable';
import { BadgeIcon } from './badge-icon';

interface BadgeCardProps {
  readonly badge: Badge;
  readonly highlighted: boolean;
  readonly onOpen: () => void;
}

export function BadgeCard({ badge, highlighted, onOpen }: BadgeCardProps) {
  const earned = badge.earned_on !== null;
  return (
    <li className="badge-grid__item">
      <button
        id={badgeElementId(badge.id)}
        type="button"
        className={`badge-card${earned ? ' badge-card--earned' : ' badge-card--locked'}${highlighted ? ' badge-card--highlighted' : ''}`}
        onClick={onOpen}
        aria-haspopup="dialog"
      >
        <BadgeIcon icon={badge.icon} name={badge.name} earned={earned} />
        <span className="badge-card__name">{badge.name}</span>
        <span className="badge-card__status">
          {badge.earned_on ? `Earned ${formatDate(badge.earned_on)}` : canBeEarnedYet(badge) ? 'Locked' : 'Cannot be earned yet'}
        </span>
      </button>
    </li>
  );
}
