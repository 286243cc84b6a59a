import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { Navigate, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { YearTabs } from '../../../components/year-tabs';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSiteYearParam } from '../../../hooks/use-site-year-param';
import { useYearTabs } from '../../../hooks/use-year-tabs';
import { requirePermission, requireSiteYear } from '../../../lib/route-guards';
import { entryWeeksQueryOptions } from '../api/get-entry-weeks';
import { LogYear } from '../components/log-year';
import '../components/entries.css';
import { paths } from '../../../config/paths';

export const LOG_ACTIVITY_PERMISSION: Permission = 'entries.log';

export const logActivityLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, LOG_ACTIVITY_PERMISSION);
    const { year } = await requireSiteYear(queryClient, params.year);
    await queryClient.fetchQuery(entryWeeksQueryOptions(year));
    return null;
  };

/** /log/:year — Log Activity. */
export function LogActivityRoute() {
  usePageTitle('Log Activity');
  const year = useSiteYearParam();
  const years = useYearTabs();
  if (year === null) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <>
      <PageHeader title="Log Activity">
        <p className="page-header__lead">Record your steps, exercise minutes and activities for each day.</p>
      </PageHeader>
      <YearTabs yearHref={paths.log.year.href} years={years} label="Log Activity years" />
      {/* A new year starts with a fresh form and no pending changes. */}
      <LogYear key={year} year={year} />
    </>
  );
}
