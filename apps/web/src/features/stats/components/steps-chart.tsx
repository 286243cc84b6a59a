import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format';
import { stepAxis } from '../utils/step-axis';
import type { StepBar } from '../utils/step-bars';

interface StepsChartProps {
  readonly title: string;
  readonly bars: readonly StepBar[];
  /** A dashed line at the daily goal (week and month views). */
  readonly goal?: number;
}

const CHART_HEIGHT = 320;

export function StepsChart({ title, bars, goal }: StepsChartProps) {
  const axis = stepAxis(Math.max(goal ?? 0, ...bars.map((bar) => bar.steps)));
  return (
    <figure className="steps-chart">
      <figcaption className="steps-chart__caption">Steps, {title}</figcaption>
      {/* The table below carries the same numbers for screen readers. */}
      <div className="steps-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={[...bars]} margin={{ top: 12, right: 12, bottom: 4, left: 4 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} className="steps-chart__grid" />
            <XAxis dataKey="label" tickLine={false} interval="preserveStartEnd" />
            <YAxis
              domain={[0, axis.max]}
              ticks={[...axis.ticks]}
              allowDecimals={false}
              tickFormatter={(value: number) => formatNumber(value)}
              width={72}
            />
            <Tooltip
              cursor={{ className: 'steps-chart__cursor' }}
              labelFormatter={(_label, payload) => payload[0]?.payload?.name ?? ''}
              formatter={(value) => [formatNumber(Number(value)), 'Steps']}
            />
            {goal !== undefined && goal > 0 && (
              <ReferenceLine
                y={goal}
                className="steps-chart__goal"
                strokeDasharray="6 4"
                label={{ value: 'Goal', position: 'insideTopRight', fill: 'currentColor' }}
              />
            )}
            <Bar dataKey="steps" name="Steps" className="steps-chart__bar" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="steps-chart__data">
        <summary>Show the numbers</summary>
        <table className="data-table">
          <caption className="visually-hidden">Steps, {title}</caption>
          <thead>
            <tr>
              <th scope="col">{bars.length === 12 ? 'Month' : 'Day'}</th>
              <th scope="col" className="data-table__number">
                Steps
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.name}</th>
                <td className="data-table__number">{formatNumber(bar.steps)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
