import {
  addDays,
  addMonths,
  endOfIsoWeek,
  endOfMonth,
  minDate,
  monthName,
  monthOf,
  startOfIsoWeek,
  startOfMonth,
  yearEnd,
  yearOf,
  yearStart,
  clampDate,
  type IsoDate,
} from '../../../lib/dates';
import { formatShortDate } from '../../../lib/format';

/** Spec 2 §2: chart periods Week, Month, Year. */
export const chartPeriods = ['week', 'month', 'year'] as const;
export type ChartPeriod = (typeof chartPeriods)[number];
export const chartPeriodLabels: Record<ChartPeriod, string> = { week: 'Week', month: 'Month', year: 'Year' };

export interface ChartView {
  readonly period: ChartPeriod;
  /** First day of the shown week (Monday) or month; 1 January for a year. */
  readonly start: IsoDate;
}

const isChartPeriod = (value: string | null): value is ChartPeriod => value !== null && (chartPeriods as readonly string[]).includes(value);

const periodStart = (period: ChartPeriod, date: IsoDate): IsoDate =>
  period === 'week' ? startOfIsoWeek(date) : period === 'month' ? startOfMonth(date) : yearStart(yearOf(date));

/** The last day a year's chart may reach: the year's end, or today while the year runs. */
const lastDay = (year: number, today: IsoDate): IsoDate => minDate(yearEnd(year), today);

/** Reads `?period=&date=`; anything missing or outside the year falls back to the period holding today. */
export function parseChartView(search: URLSearchParams, year: number, today: IsoDate): ChartView {
  const requested = search.get('period');
  const period = isChartPeriod(requested) ? requested : 'week';
  const date = search.get('date');
  const inYear = date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= yearStart(year) && date <= lastDay(year, today);
  const anchor = inYear ? date : clampDate(today, yearStart(year), lastDay(year, today));
  return { period, start: periodStart(period, anchor) };
}

export function chartRange(view: ChartView): { readonly from: IsoDate; readonly to: IsoDate } {
  switch (view.period) {
    case 'week':
      return { from: view.start, to: endOfIsoWeek(view.start) };
    case 'month':
      return { from: view.start, to: endOfMonth(view.start) };
    case 'year':
      return { from: view.start, to: yearEnd(yearOf(view.start)) };
    default: {
      const unknown: never = view.period;
      throw new Error(`Unknown chart period ${String(unknown)}`);
    }
  }
}

/** The previous (-1) or next (+1) week or month, or null past the year's first day or today. */
export function shiftChartView(view: ChartView, delta: -1 | 1, year: number, today: IsoDate): ChartView | null {
  if (view.period === 'year') return null;
  const start = view.period === 'week' ? addDays(view.start, 7 * delta) : addMonths(view.start, delta);
  const next = { ...view, start };
  const { from, to } = chartRange(next);
  return to < yearStart(year) || from > lastDay(year, today) ? null : next;
}

/** Switching period keeps the reader near the same days. */
export const switchChartPeriod = (view: ChartView, period: ChartPeriod): ChartView => ({ period, start: periodStart(period, view.start) });

export const chartViewSearch = (view: ChartView): string => `?period=${view.period}&date=${view.start}`;

export function chartTitle(view: ChartView): string {
  const { from, to } = chartRange(view);
  switch (view.period) {
    case 'week':
      return `${formatShortDate(from)} – ${formatShortDate(to)}, ${yearOf(to)}`;
    case 'month':
      return `${monthName(monthOf(from))} ${yearOf(from)}`;
    case 'year':
      return String(yearOf(from));
    default: {
      const unknown: never = view.period;
      throw new Error(`Unknown chart period ${String(unknown)}`);
    }
  }
}
