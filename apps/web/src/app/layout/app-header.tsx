import { HeartPulse, LogOut, Menu, X } from 'lucide-react';
import { useContext, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Avatar } from '../../components/avatar';
import { paths } from '../../config/paths';
import { useNotificationsCount } from '../../features/notifications/api/get-notifications-count';
import { useEvaluationName } from './use-evaluation-name';
import { useUnseenConversations } from '../../features/messaging/api/get-unseen-count';
import { useYearTabs } from '../../hooks/use-year-tabs';
import { useCurrentSite } from '../../lib/current-site';
import { hasPermission, type User } from '../../lib/current-user';
import { HighContrastToggle } from './high-contrast-toggle';
import { buildMenu, MenuEntries } from './menu';
import { MenuIcon } from './menu-icons';
import { NavMenu } from './nav-menu';
import { UnreadCount } from './unread-count';

/** Site name, the menu built from the user's permissions, the contrast toggle and sign out. */
export function AppHeader({ user }: { readonly user: User }) {
  const site = useCurrentSite();
  const years = useYearTabs();
  const count = useNotificationsCount(hasPermission(user, 'notifications.view'));
  const evaluationName = useEvaluationName(user.site_id, user.pending_evaluation_ids?.[0]);
  const unseenConversations = useUnseenConversations(hasPermission(user, 'messages.view'));
  const items = buildMenu(
    { permissions: user.permissions, years, unread: count?.unread ?? 0, siteId: user.site_id, evaluationName, site },
    useContext(MenuEntries),
  );

  // Below 600 px the menu folds behind a button; it closes on navigation.
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setMenuOpen(false);
  }

  return (
    <header className="app-header app-header--app">
      <div className="app-header__bar">
        <Link to={paths.home.href()} className="app-header__site">
          <HeartPulse className="icon app-header__logo" aria-hidden="true" />
          <span>{site.name}</span>
        </Link>
        <button
          type="button"
          className="button button--quiet app-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="icon" aria-hidden="true" /> : <Menu className="icon" aria-hidden="true" />}
          Menu
        </button>
      </div>
      <div id="main-menu" className={`app-header__menu${menuOpen ? ' app-header__menu--open' : ''}`}>
        <nav aria-label="Main" className="app-nav">
          <NavMenu items={items} />
        </nav>
        <div className="app-header__user">
          {hasPermission(user, 'messages.view') && (
            // Spec 1 §2: messages are in the user's menu (usermenu.conversations_index), with the unseen count.
            <Link to={paths.messages.href()} className="app-header__messages" title="Messages">
              <MenuIcon id="messages" />
              <span className="visually-hidden">Messages</span>
              <UnreadCount count={unseenConversations} />
            </Link>
          )}
          <HighContrastToggle />
          <span className="app-header__person" title={user.profile.full_name}>
            <Avatar name={user.profile.full_name} imageUrl={user.profile.image?.thumbnail_url ?? user.profile.image?.url} />
            <span className="app-header__name">{user.profile.full_name}</span>
          </span>
          <Form method="post" action={paths.logout.href()}>
            <button type="submit" className="button button--small app-header__sign-out">
              <LogOut className="icon icon--sm" aria-hidden="true" />
              Sign out
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
