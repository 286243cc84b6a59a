import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Footprints, Timer, UserPlus, Users } from 'lucide-react';
import { fewerThan } from '@wellway/domain/reports/privacy';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { StatTile } from '../../../components/stat-tile';
import { YearTabs } from '../../../components/year-tabs';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format';
import { notFound } from '../../../lib/route-guards';
import { coordinatorStatsQueryOptions, useCoordinatorStats, type CoordinatorStats, type StatsPeriod } from '../api/get-coordinator-stats';
import { DashboardTabs } from '../components/dashboard-tabs';
import { SiteSwitch } from '../components/site-switch';
import { StatsChart } from '../components/stats-chart';
import { statsCharts } from '../utils/stats-series';
import { dashboardSiteId, requireDashboard } from '../utils/access';
import '../components/dashboard.css';

const periodOf = (search: URLSearchParams): StatsPeriod => (search.get('period') === 'week' ? 'week' : 'month');

function yearOf(param: string | undefined): number | undefined {
  if (param === undefined) return undefined;
  const year = Number(param);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : notFound();
}

/** /dashboard/stats and /dashboard/stats/{year}?period=week (spec 3 §2.4 per year; regional or above). */
export const statsLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const { siteId } = await requireDashboard(queryClient, request, 'coordinator.stats');
    const search = new URL(request.url).searchParams;
    await queryClient.prefetchQuery(coordinatorStatsQueryOptions(siteId, yearOf(params.year), periodOf(search)));
    return null;
  };

export function DashboardStatsRoute() {
  usePageTitle('Stats');
  const [search] = useSearchParams();
  const user = useSignedInUser();
  const siteId = dashboardSiteId(user, search);
  const period = periodOf(search);
  const { data: stats, failed } = useCoordinatorStats(siteId, yearOf(useParams().year), period);
  return (
    <>
      <PageHeader title="Stats">
        <SiteSwitch siteId={siteId} href={paths.dashboard.stats.href} />
      </PageHeader>
      <DashboardTabs siteId={siteId} />
      {stats ? (
        <StatsFigures stats={stats} switched={siteId === user.site_id ? undefined : siteId} period={period} />
      ) : (
        failed && <EmptyState title="No figures to show for now." />
      )}
    </>
  );
}

interface StatsFiguresProps {
  readonly stats: CoordinatorStats;
  /** The site a master switched to (undefined: their own). */
  readonly switched: string | undefined;
  readonly period: StatsPeriod;
}

function StatsFigures({ stats, switched, period }: StatsFiguresProps) {
  const hidden = fewerThan(stats.privacy_floor);
  const shown = (value: number | null) => (value === null ? hidden : formatNumber(value));
  const here = (next: StatsPeriod) =>
    `${paths.dashboard.stats.year.href(stats.year, switched)}${next === 'week' ? `${switched ? '&' : '?'}period=week` : ''}`;
  return (
    <>
      <YearTabs
        label="Stats years"
        years={[...stats.years].sort((a, b) => b - a)}
        yearHref={(year) => paths.dashboard.stats.year.href(year, switched)}
      />
      <div className="dashboard-stats__controls">
        <h2 className="dashboard-stats__year">{stats.year}</h2>
        <div className="dashboard-segmented" role="group" aria-label="Figures per">
          {(['month', 'week'] as const).map((option) => (
            <Link
              key={option}
              to={here(option)}
              className="dashboard-segmented__option"
              aria-current={option === period ? 'true' : undefined}
            >
              Per {option}
            </Link>
          ))}
        </div>
      </div>
      {stats.notice && (
        <p className="dashboard-notice" role="note">
          {stats.notice}
        </p>
      )}
      <div className="dashboard-tiles">
        <StatTile label="Registrations" value={formatNumber(stats.total.registrations)} icon={<UserPlus />} />
        <StatTile label="Participants logging" value={shown(stats.total.participants_logging)} icon={<Users />} />
        <StatTile label="Total steps" value={shown(stats.total.facts.steps)} icon={<Footprints />} tone="accent" />
        <StatTile label="Exercise minutes" value={shown(stats.total.facts.exercise_minutes)} icon={<Timer />} tone="accent" />
      </div>
      <div className="dashboard-charts">
        {statsCharts.map((spec) => (
          <StatsChart key={spec.title} spec={spec} stats={stats} />
        ))}
      </div>
    </>
  );
}
