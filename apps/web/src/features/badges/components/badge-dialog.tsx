import { PartyPopper } from 'lucide-react';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatDate } from '../../../lib/format';
import type { Badge } from '../api/get-badges';
import { badgeGoalText, categoryLabel } from '../utils/badge-groups';
import { canBeEarnedYet } from '../utils/earnable';
import { BadgeIcon } from './badge-icon';

interface BadgeDialogProps {
  /** The dialog's heading: the badge's name, or 'You earned a badge!' for a new award. */
  readonly title: string;
  readonly badge: Badge | null;
  /** Shown when the badge is not in this year's gallery (a notification's own words). */
  readonly message?: string;
  readonly onClose: () => void;
}

export function BadgeDialog({ title, badge, message, onClose }: BadgeDialogProps) {
  const earned = badge?.earned_on ?? null;
  return (
    <ModalDialog
      open
      title={title}
      icon={badge && title === badge.name ? undefined : <PartyPopper className="icon" />}
      onClose={onClose}
      className="badge-dialog"
      actions={
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          Close
        </button>
      }
    >
      {badge ? (
        <div className="badge-dialog__content">
          <BadgeIcon icon={badge.icon} name={badge.name} earned={earned !== null} size="large" />
          {title !== badge.name && <p className="badge-dialog__name">{badge.name}</p>}
          <p className="badge-dialog__category">{categoryLabel(badge.category)}</p>
          <p>{badgeGoalText(badge)}</p>
          <p className={earned ? 'badge-dialog__earned' : 'badge-dialog__locked'}>
            {earned ? `Earned ${formatDate(earned)}` : canBeEarnedYet(badge) ? 'Not earned yet' : 'This badge cannot be earned yet.'}
          </p>
        </div>
      ) : (
        <p>{message}</p>
      )}
    </ModalDialog>
  );
}
