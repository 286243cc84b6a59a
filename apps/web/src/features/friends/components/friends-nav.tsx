import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useFriendCounts } from '../api/friendships';
import { useFriendLabels } from './friend-labels';
import './friends.css';

/** The three screens' header and tabs: My {Friends}, {Friend} Invites (with the count waiting), Search. */
export function FriendsHeader({ title }: { readonly title: string }) {
  usePageTitle(title);
  const labels = useFriendLabels();
  const counts = useFriendCounts();
  const waiting = counts?.received_requests ?? 0;
  return (
    <>
      <PageHeader title={labels.many} />
      <nav aria-label={`${labels.many} screens`} className="tabs">
        <ul className="tabs__list">
          <li>
            <NavLink to={paths.friends.list.href()} className="tabs__tab">
              My {labels.many}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.friends.pending.href()} className="tabs__tab">
              {labels.one} Invites
              {waiting > 0 && (
                <span className="unread-count" aria-label={`${waiting} waiting`}>
                  {waiting}
                </span>
              )}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.friends.search.href()} className="tabs__tab">
              Find {labels.many}
            </NavLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
