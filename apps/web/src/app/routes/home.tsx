import type { QueryClient } from '@tanstack/react-query';
import { Award, ChartColumn, ChevronRight, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { Avatar } from '../../components/avatar';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { badgesQueryOptions } from '../../features/badges/api/get-badges';
import { LatestBadgeCard } from '../../features/badges/components/latest-badge-card';
import { entryWeeksQueryOptions } from '../../features/entries/api/get-entry-weeks';
import { TodayCard } from '../../features/entries/components/today-card';
import '../../features/badges/components/badges.css';
import '../../features/entries/components/entries.css';
import { usePageTitle } from '../../hooks/use-page-title';
import { useCurrentSite } from '../../lib/current-site';
import { hasPermission, useSignedInUser } from '../../lib/current-user';
import { yearOf } from '../../lib/dates';
import { formatDate } from '../../lib/format';
import { ensureSite, requireUser } from '../../lib/route-guards';
import { defaultYear } from '../../lib/site-years';
import './home.css';

/** Home composes features (entries, badges): the app layer is where features meet. */
export const homeLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requireUser(queryClient, request);
    const site = await ensureSite(queryClient);
    const today = site.current_date;
    await Promise.all([
      hasPermission(user, 'entries.log') && queryClient.fetchQuery(entryWeeksQueryOptions(yearOf(today))),
      hasPermission(user, 'badges.view') && queryClient.fetchQuery(badgesQueryOptions(site.id, defaultYear(site))),
    ]);
    return null;
  };

interface Shortcut {
  readonly permission: 'entries.log' | 'stats.view' | 'badges.view';
  readonly href: (year: number) => string;
  readonly title: string;
  readonly text: string;
  readonly icon: ReactNode;
}

const shortcuts: readonly Shortcut[] = [
  {
    permission: 'entries.log',
    href: paths.log.year.href,
    title: 'Log Activity',
    text: 'Steps, exercise minutes and activities, day by day.',
    icon: <NotebookPen className="icon" />,
  },
  {
    permission: 'stats.view',
    href: paths.stats.year.href,
    title: 'Stats',
    text: 'Your week, month and year at a glance.',
    icon: <ChartColumn className="icon" />,
  },
  {
    permission: 'badges.view',
    href: paths.badges.year.href,
    title: 'Badges',
    text: 'What you have earned and what comes next.',
    icon: <Award className="icon" />,
  },
];

/** /home */
export function HomeRoute() {
  usePageTitle('Home');
  const user = useSignedInUser();
  const site = useCurrentSite();
  const year = defaultYear(site);
  const available = shortcuts.filter((shortcut) => hasPermission(user, shortcut.permission));
  const canLog = hasPermission(user, 'entries.log');
  const canSeeBadges = hasPermission(user, 'badges.view');
  return (
    <>
      <div className="home-hello">
        <Avatar name={user.profile.full_name} size="large" imageUrl={user.profile.image?.thumbnail_url ?? user.profile.image?.url} />
        <PageHeader title={`Hi, ${user.profile.first_name || user.profile.full_name}`}>
          <p className="page-header__lead">
            {formatDate(site.current_date)} · {site.name}
          </p>
        </PageHeader>
      </div>
      {(canLog || canSeeBadges) && (
        <div className="home-grid">
          {canLog && <TodayCard />}
          {canSeeBadges && <LatestBadgeCard year={year} />}
        </div>
      )}
      {available.length > 0 && (
        <nav aria-label="Shortcuts">
          <ul className="home-tiles">
            {available.map((shortcut) => (
              <li key={shortcut.title}>
                <Link to={shortcut.href(year)} className="home-tile card">
                  <span className="home-tile__icon" aria-hidden="true">
                    {shortcut.icon}
                  </span>
                  <span className="home-tile__body">
                    <span className="home-tile__title">{shortcut.title}</span>
                    <span className="home-tile__text">{shortcut.text}</span>
                  </span>
                  <ChevronRight className="icon home-tile__chevron" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
