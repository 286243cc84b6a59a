import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { Navigate, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { YearTabs } from '../../../components/year-tabs';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSiteYearParam } from '../../../hooks/use-site-year-param';
import { useYearTabs } from '../../../hooks/use-year-tabs';
import { requirePermission, requireSiteYear } from '../../../lib/route-guards';
import { badgesQueryOptions } from '../api/get-badges';
import { earnedBadgeNotificationsQueryOptions } from '../api/get-earned-badge-notifications';
import { BadgesYear } from '../components/badges-year';
import '../components/badges.css';
import { paths } from '../../../config/paths';

export const BADGES_PERMISSION: Permission = 'badges.view';

export const badgesLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, BADGES_PERMISSION);
    const { site, year } = await requireSiteYear(queryClient, params.year);
    await Promise.all([
      queryClient.fetchQuery(badgesQueryOptions(site.id, year)),
      queryClient.prefetchQuery(earnedBadgeNotificationsQueryOptions()),
    ]);
    return null;
  };

/** /badges/:year?badge_id — Badges. */
export function BadgesRoute() {
  usePageTitle('Badges');
  const year = useSiteYearParam();
  const years = useYearTabs();
  if (year === null) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <>
      <PageHeader title="Badges" />
      <YearTabs yearHref={paths.badges.year.href} years={years} label="Badges years" />
      <BadgesYear key={year} year={year} />
    </>
  );
}
