import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { Navigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { YearTabs } from '../../../components/year-tabs';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSiteYearParam } from '../../../hooks/use-site-year-param';
import { useYearTabs } from '../../../hooks/use-year-tabs';
import { useCurrentSite } from '../../../lib/current-site';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission, requireSiteYear } from '../../../lib/route-guards';
import { entriesChartQueryOptions, useEntriesChart } from '../api/get-entries-chart';
import { userStatsQueryOptions, useUserStats } from '../api/get-user-stats';
import { ChartControls } from '../components/chart-controls';
import { StepsChart } from '../components/steps-chart';
import { SummaryTiles } from '../components/summary-tiles';
import { chartRange, chartTitle, parseChartView, shiftChartView, type ChartView } from '../utils/chart-view';
import { dailyGoal, dayBars, monthBars } from '../utils/step-bars';
import '../components/stats.css';
import { paths } from '../../../config/paths';

export const STATS_PERMISSION: Permission = 'stats.view';

/** The chart endpoint serves week and month views; the year view is the stats' months. */
const chartRangeOf = (view: ChartView) => (view.period === 'year' ? null : chartRange(view));

export const statsLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, STATS_PERMISSION);
    const { site, year } = await requireSiteYear(queryClient, params.year);
    const range = chartRangeOf(parseChartView(new URL(request.url).searchParams, year, site.current_date));
    await Promise.all([
      // Prefetches never throw: stats failures are logged only (spec 3 §8), never an error page.
      queryClient.prefetchQuery(userStatsQueryOptions(user.id, year)),
      range && queryClient.prefetchQuery(entriesChartQueryOptions(range.from, range.to)),
    ]);
    return null;
  };

/** /stats/:year — Stats. */
export function StatsRoute() {
  usePageTitle('Stats');
  const year = useSiteYearParam();
  const years = useYearTabs();
  if (year === null) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <>
      <PageHeader title="Stats" />
      <YearTabs yearHref={paths.stats.year.href} years={years} label="Stats years" />
      <YearStats year={year} />
    </>
  );
}

function YearStats({ year }: { readonly year: number }) {
  const site = useCurrentSite();
  const user = useSignedInUser();
  const { data: stats, failed } = useUserStats(user.id, year);
  const [search] = useSearchParams();
  const today = site.current_date;
  const view = parseChartView(search, year, today);
  const chart = useEntriesChart(chartRangeOf(view));
  const title = chartTitle(view);

  const days = chart.data ?? [];
  const bars = view.period === 'year' ? monthBars(stats?.months ?? []) : dayBars(days, view.period);

  return (
    <>
      <section aria-labelledby="summary-heading" className="stats-summary">
        <h2 id="summary-heading" className="visually-hidden">
          {year} summary
        </h2>
        {stats ? <SummaryTiles stats={stats} /> : failed && <EmptyState title="No figures to show for now." />}
      </section>
      <section aria-labelledby="chart-heading" className="stats-chart card" aria-busy={chart.fetching}>
        <h2 id="chart-heading" className="section-title">
          Steps by {view.period === 'year' ? 'month' : 'day'}
        </h2>
        <ChartControls
          view={view}
          title={title}
          previous={shiftChartView(view, -1, year, today)}
          next={shiftChartView(view, 1, year, today)}
        />
        <StepsChart title={title} bars={bars} goal={view.period === 'year' ? undefined : dailyGoal(days, site.daily_step_goal)} />
      </section>
    </>
  );
}
