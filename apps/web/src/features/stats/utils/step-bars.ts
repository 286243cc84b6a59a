import { monthName, weekdayName } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import type { ChartDay } from '../api/get-entries-chart';
import type { MonthStats } from '../api/get-user-stats';
import type { ChartPeriod } from './chart-view';

/** One bar of the steps chart. */
export interface StepBar {
  readonly key: string;
  /** Short axis label. */
  readonly label: string;
  /** Full name for the tooltip and the data table. */
  readonly name: string;
  readonly steps: number;
}

export function dayBars(days: readonly ChartDay[], period: Exclude<ChartPeriod, 'year'>): StepBar[] {
  return days.map((day) => ({
    key: day.recorded_on,
    label: period === 'week' ? weekdayName(day.recorded_on) : String(Number(day.recorded_on.slice(8, 10))),
    name: `${weekdayName(day.recorded_on)} ${formatDate(day.recorded_on)}`,
    steps: day.total_steps,
  }));
}

export function monthBars(months: readonly MonthStats[]): StepBar[] {
  return Array.from({ length: 12 }, (_unused, index) => {
    const month = index + 1;
    return {
      key: String(month),
      label: monthName(month),
      name: monthName(month),
      steps: months.find((stats) => stats.month === month)?.total_steps ?? 0,
    };
  });
}

/** The daily goal line: the goal the days carry, else the site's. */
export function dailyGoal(days: readonly ChartDay[], siteGoal: number): number {
  return days.find((day) => day.goal_steps > 0)?.goal_steps ?? siteGoal;
}
