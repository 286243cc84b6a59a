import { Link } from 'react-router';
import { chartPeriodLabels, chartPeriods, chartViewSearch, switchChartPeriod, type ChartView } from '../utils/chart-view';

interface ChartControlsProps {
  readonly view: ChartView;
  readonly title: string;
  readonly previous: ChartView | null;
  readonly next: ChartView | null;
}

const NAV_LABELS = { week: 'week', month: 'month', year: 'year' } as const;

/** Period switch (Week / Month / Year) and previous / next, all as links: the view lives in the URL. */
export function ChartControls({ view, title, previous, next }: ChartControlsProps) {
  const unit = NAV_LABELS[view.period];
  return (
    <div className="chart-controls">
      <nav aria-label="Chart period" className="segmented">
        {chartPeriods.map((period) => (
          <Link
            key={period}
            to={chartViewSearch(switchChartPeriod(view, period))}
            replace
            preventScrollReset
            className="segmented__option"
            aria-current={period === view.period ? 'true' : undefined}
          >
            {chartPeriodLabels[period]}
          </Link>
        ))}
      </nav>
      {view.period !== 'year' && (
        <div className="chart-controls__step">
          <StepLink target={previous} label={`Previous ${unit}`} symbol="‹" />
          <h2 className="chart-controls__title" aria-live="polite">
            {title}
          </h2>
          <StepLink target={next} label={`Next ${unit}`} symbol="›" />
        </div>
      )}
    </div>
  );
}

function StepLink({ target, label, symbol }: { readonly target: ChartView | null; readonly label: string; readonly symbol: string }) {
  if (!target) {
    return (
      <span className="button button--small button--disabled" aria-disabled="true" role="link" aria-label={label}>
        {symbol}
      </span>
    );
  }
  return (
    <Link to={chartViewSearch(target)} replace preventScrollReset className="button button--small" aria-label={label}>
      {symbol}
    </Link>
  );
}
