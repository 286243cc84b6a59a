import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { InheritableList } from '../../../components/inheritable-list';
import type { InheritableWording } from '../../../components/inheritable-wording';
import { paths } from '../../../config/paths';
import type { Badge } from '../api/get-site-badges';
import { isDefaultSite } from '../utils/badge-admin';
import { categoryName } from '../utils/categories';

/** Spec 3 §4: 'Delete Badge' on the default site; 'Reset Badge' on the others (a site's own badge with no default is deleted). */
export const BADGE_WORDING: InheritableWording = { noun: 'Badge', resetOffDefaultSite: true };

interface BadgesTableProps {
  readonly siteId: string;
  readonly badges: readonly Badge[];
  readonly busy: boolean;
  readonly onMove: (index: number, to: number) => void;
  readonly onDelete: (badge: Badge) => Promise<unknown>;
  readonly onDone: (message: string) => void;
}

/** Spec 3 §2.2 /badges: the site's badges in sequence order, moved up or down, edited, deleted or reset; custom ones awarded. */
export function BadgesTable({ siteId, badges, busy, onMove, onDelete, onDone }: BadgesTableProps) {
  return (
    <InheritableList
      label="Badges"
      className="badge-admin-table"
      items={badges}
      wording={BADGE_WORDING}
      onDefaultSite={isDefaultSite(siteId)}
      nameOf={(badge) => badge.name}
      editHref={(badge) => paths.site.badges.edit.href(siteId, badge.id)}
      onDelete={onDelete}
      onDone={onDone}
      columns={[
        {
          header: 'Order',
          cell: (badge, index) => (
            <div className="badge-admin-table__order">
              <span>{index + 1}</span>
              <button
                type="button"
                className="button button--small button--icon"
                aria-label={`Move ${badge.name} up`}
                disabled={busy || index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUp className="icon" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="button button--small button--icon"
                aria-label={`Move ${badge.name} down`}
                disabled={busy || index === badges.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDown className="icon" aria-hidden="true" />
              </button>
            </div>
          ),
        },
        { header: 'Name', cell: (badge) => badge.name },
        { header: 'Category', cell: (badge) => categoryName(badge.category) },
        {
          header: 'Goal',
          cell: (badge) => (
            <>
              {badge.category === 'custom' ? '—' : badge.goal.toLocaleString('en-US')}
              {badge.goal2 !== null && ` / ${badge.goal2.toLocaleString('en-US')}`}
            </>
          ),
        },
      ]}
      actions={(badge) =>
        badge.category === 'custom' && (
          <Link className="button button--small" to={paths.site.badges.award.href(siteId, badge.id)}>
            Award<span className="visually-hidden"> {badge.name}</span>
          </Link>
        )
      }
    />
  );
}
