import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCurrentSite } from '../../../lib/current-site';
import { hasPermission, useSignedInUser } from '../../../lib/current-user';
import { ensureSite, requireUser } from '../../../lib/route-guards';
import { defaultYear } from '../../../lib/site-years';
import '../components/home.css';
import { paths } from '../../../config/paths';

export const homeLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    await ensureSite(queryClient);
    return null;
  };

const tiles = [
  {
    permission: 'entries.log',
    href: paths.log.year.href,
    title: 'Log Activity',
    text: "Record today's steps, exercise minutes and activities.",
  },
  { permission: 'stats.view', href: paths.stats.year.href, title: 'Stats', text: 'See your week, month and year at a glance.' },
  {
    permission: 'badges.view',
    href: paths.badges.year.href,
    title: 'Badges',
    text: 'Find out which badges you have earned and what comes next.',
  },
] as const;

/** /home */
export function HomeRoute() {
  usePageTitle('Home');
  const user = useSignedInUser();
  const site = useCurrentSite();
  const year = defaultYear(site);
  const available = tiles.filter((tile) => hasPermission(user, tile.permission));
  return (
    <>
      <PageHeader title={`Hi, ${user.profile.first_name || user.profile.full_name}`}>
        <p className="page-header__lead">Welcome to {site.name}. What would you like to do?</p>
      </PageHeader>
      <ul className="home-tiles">
        {available.map((tile) => (
          <li key={tile.title}>
            <Link to={tile.href(year)} className="home-tile card">
              <span className="home-tile__title">{tile.title}</span>
              <span className="home-tile__text">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
