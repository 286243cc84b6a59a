import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { fewerThan } from '@wellway/domain/reports/privacy';
import { formatNumber } from '../../../lib/format';
import type { CoordinatorStats } from '../api/get-coordinator-stats';
import { periodLabel, type StatsChartSpec } from '../utils/stats-series';

const CHART_HEIGHT = 260;
/** The series' colours, in order: the theme's, so high contrast and white-label themes apply. */
const SERIES_COLOURS = ['var(--color-primary)', 'var(--color-accent)', 'var(--color-danger)', 'var(--color-text-muted)'];

/** One of the stats screen's charts, with its numbers in a table beside it (the text alternative). */
export function StatsChart({ spec, stats }: { readonly spec: StatsChartSpec; readonly stats: CoordinatorStats }) {
  const rows = stats.periods.map((period) => ({
    key: period.starts_on,
    label: periodLabel(period.starts_on, stats.period),
    suppressed: period.suppressed,
    ...Object.fromEntries(spec.series.map((series) => [series.key, series.value(period)])),
  }));
  const hidden = fewerThan(stats.privacy_floor);
  const shown = (value: unknown) => (value === null ? hidden : formatNumber(Number(value)));
  return (
    <figure className="dashboard-chart card">
      <figcaption className="dashboard-chart__caption">
        {spec.title}, {stats.year}, per {stats.period}
      </figcaption>
      {/* The table below carries the same numbers for screen readers. */}
      <div className="dashboard-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 4 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} className="dashboard-chart__grid" />
            <XAxis dataKey="label" tickLine={false} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} width={64} />
            <Tooltip formatter={(value) => shown(value ?? null)} />
            <Legend itemSorter={null} />
            {spec.series.map((series, index) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.label}
                fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="dashboard-chart__data">
        <summary>Show the numbers</summary>
        <div className="admin-table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">
              {spec.title}, {stats.year}
            </caption>
            <thead>
              <tr>
                <th scope="col">{stats.period === 'month' ? 'Month' : 'Week of'}</th>
                {spec.series.map((series) => (
                  <th scope="col" className="data-table__number" key={series.key}>
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {spec.series.map((series) => (
                    <td className="data-table__number" key={series.key}>
                      {shown((row as Record<string, unknown>)[series.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
