import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { EopWeek } from '@wellway/contracts';
import { formatNumber } from '../../../lib/format';
import { plotted } from '../utils/figures';

/**
 * Drawn at one logical size and scaled by CSS (the SVG's viewBox), so the same chart fits a phone,
 * a desktop and an A4 page alike; the weekly table beside it carries the same numbers as text.
 */
const WIDTH = 680;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 4, left: 4 };

/** The kit's primary and accent colours: an SVG presentation attribute cannot read a CSS variable. */
const PRIMARY = '#0b5cad';
const ACCENT = '#0a6e4a';

const percent = (value: number) => `${Math.round(value * 100)}%`;

export function RatesChart({ weeks }: { readonly weeks: readonly EopWeek[] }) {
  const data = weeks.map((week) => ({
    label: `W${week.week}`,
    participation: week.participation_rate ?? 0,
    active: week.active_rate ?? 0,
  }));
  return (
    <figure className="eop-chart">
      <figcaption className="eop-chart__caption">Participating (solid line) and active, 3 or more days (dashed), by week</figcaption>
      <div className="eop-chart__plot" aria-hidden="true">
        <LineChart width={WIDTH} height={HEIGHT} data={data} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid vertical={false} className="eop-chart__grid" />
          <XAxis dataKey="label" tickLine={false} interval="preserveStartEnd" />
          <YAxis domain={[0, 1]} tickFormatter={percent} width={48} />
          <Tooltip formatter={(value) => percent(Number(value))} />
          <Line dataKey="participation" name="Participating" stroke={PRIMARY} strokeWidth={3} isAnimationActive={false} dot={false} />
          <Line
            dataKey="active"
            name="Active (3+ days)"
            stroke={ACCENT}
            strokeWidth={3}
            strokeDasharray="6 4"
            isAnimationActive={false}
            dot={false}
          />
        </LineChart>
      </div>
    </figure>
  );
}

export function StepsChart({ weeks }: { readonly weeks: readonly EopWeek[] }) {
  const data = weeks.map((week) => ({ label: `W${week.week}`, steps: plotted(week.steps) }));
  // Nothing to draw: every week withheld or empty; the page says which instead of an empty plot.
  const empty = data.every((week) => !week.steps);
  const withheld = data.some((week) => week.steps === null);
  return (
    <figure className="eop-chart">
      <figcaption className="eop-chart__caption">Steps by week</figcaption>
      {empty ? (
        <p>{withheld ? "Every week's steps are withheld: too few people to show them." : 'No steps were logged in these weeks.'}</p>
      ) : (
        <div className="eop-chart__plot" aria-hidden="true">
          <BarChart width={WIDTH} height={HEIGHT} data={data} margin={MARGIN} accessibilityLayer={false}>
            <CartesianGrid vertical={false} className="eop-chart__grid" />
            <XAxis dataKey="label" tickLine={false} interval="preserveStartEnd" />
            <YAxis tickFormatter={(value: number) => formatNumber(value)} width={72} allowDecimals={false} />
            <Tooltip formatter={(value) => [formatNumber(Number(value)), 'Steps']} />
            <Bar dataKey="steps" name="Steps" className="eop-chart__bar" isAnimationActive={false} radius={[3, 3, 0, 0]} />
          </BarChart>
        </div>
      )}
    </figure>
  );
}
