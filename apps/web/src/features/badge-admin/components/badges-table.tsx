import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Badge } from '../api/get-site-badges';
import { deleteLabel, isDefaultSite, isEdited } from '../utils/badge-admin';
import { categoryName } from '../utils/categories';

interface BadgesTableProps {
  readonly siteId: string;
  readonly badges: readonly Badge[];
  readonly busy: boolean;
  readonly onMove: (index: number, to: number) => void;
  readonly onDelete: (badge: Badge) => void;
}

/** Spec 3 §2.2 /badges: the site's badges in sequence order, moved up or down, edited, deleted or reset. */
export function BadgesTable({ siteId, badges, busy, onMove, onDelete }: BadgesTableProps) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table badge-admin-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col">Goal</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {badges.map((badge, index) => {
            const label = deleteLabel(badge, siteId);
            return (
              <tr key={badge.id}>
                <td>
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
                </td>
                <td>
                  {badge.name}
                  {isEdited(badge, siteId) && <span className="badge-admin-table__edited">Edited</span>}
                  {badge.site_id === null && !isDefaultSite(siteId) && <span className="badge-admin-table__default">Default</span>}
                </td>
                <td>{categoryName(badge.category)}</td>
                <td>
                  {badge.category === 'custom' ? '—' : badge.goal.toLocaleString('en-US')}
                  {badge.goal2 !== null && ` / ${badge.goal2.toLocaleString('en-US')}`}
                </td>
                <td>
                  <div className="admin-table__actions">
                    <Link
                      className="button button--small"
                      to={paths.site.badges.edit.href(siteId, badge.id)}
                      aria-label={`Edit ${badge.name}`}
                    >
                      Edit
                    </Link>
                    {label && (
                      <button type="button" className="button button--small button--danger" onClick={() => onDelete(badge)}>
                        {label}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
