import type { CoordinatorStats } from '../api/get-coordinator-stats';

type Period = CoordinatorStats['periods'][number];

/** One chart of the stats screen: its title and the figures it draws, each read from a period. */
export interface StatsChartSpec {
  readonly title: string;
  readonly series: readonly { readonly key: string; readonly label: string; readonly value: (period: Period) => number | null }[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A period's label: the month's short name, or the week's first day (29 Dec). */
export function periodLabel(startsOn: string, period: CoordinatorStats['period']): string {
  const month = MONTHS[Number(startsOn.slice(5, 7)) - 1] ?? startsOn;
  return period === 'month' ? month : `${Number(startsOn.slice(8, 10))} ${month}`;
}

/** Spec 3 §2.4 stats: participation and activity over time, as the dashboard draws them. */
export const statsCharts: readonly StatsChartSpec[] = [
  {
    title: 'Participation',
    series: [
      { key: 'registrations', label: 'Registrations', value: (p) => p.registrations },
      { key: 'participants_logging', label: 'Participants logging', value: (p) => p.participants_logging },
    ],
  },
  { title: 'Steps', series: [{ key: 'steps', label: 'Total steps', value: (p) => p.facts.steps }] },
  {
    title: 'Average steps',
    series: [{ key: 'average_steps', label: 'Average steps per participant logging', value: (p) => p.average_steps }],
  },
  { title: 'Exercise minutes', series: [{ key: 'exercise_minutes', label: 'Total minutes', value: (p) => p.facts.exercise_minutes }] },
  {
    title: 'Average exercise minutes',
    series: [
      { key: 'average_exercise_minutes', label: 'Average minutes per participant logging', value: (p) => p.average_exercise_minutes },
    ],
  },
  {
    title: 'Days logged and badges',
    series: [
      { key: 'days_logged', label: 'Days logged', value: (p) => p.facts.days_logged },
      { key: 'badges_earned', label: 'Badges earned', value: (p) => p.facts.badges_earned },
    ],
  },
  {
    title: 'Challenges and goals',
    series: [
      { key: 'challenges_sent', label: 'Challenges sent', value: (p) => p.facts.challenges_sent },
      { key: 'challenges_completed', label: 'Challenges completed', value: (p) => p.facts.challenges_completed },
      { key: 'goals_created', label: 'Goals created', value: (p) => p.facts.goals_created },
      { key: 'goals_completed', label: 'Goals completed', value: (p) => p.facts.goals_completed },
    ],
  },
];
