import type { BadgeRuleDeclaration } from '../badges/rules.js';
import { isWeekend, yearOf } from '../shared/dates.js';
import { totalSteps } from '../stats/steps.js';
import { isDayLogged } from './rules.js';
import type { EntryEvent, EntryEventData } from './events.js';

/**
 * What a day's entry counts towards (spec 3 §3 goal meanings), keyed by the day: a day recorded
 * again replaces its earlier count, so a changed day is never counted twice and a day emptied to
 * nothing stops counting. distance_traveled counts the day's total steps (steps plus minutes at
 * the stats' rate, what the participant's stats show); weekends_logged counts logged Saturdays and
 * Sundays ("times logged on weekends", as the stats' weekends_logged does).
 */
const dayRules = [
  {
    category: 'days_logged',
    counts: ({ data }: { data: EntryEventData }) => [dayCount(data, isDayLogged(data) ? 1 : 0)],
  },
  {
    category: 'weekends_logged',
    counts: ({ data }: { data: EntryEventData }) => (isWeekend(data.recordedOn) ? [dayCount(data, isDayLogged(data) ? 1 : 0)] : []),
  },
  {
    category: 'distance_traveled',
    counts: ({ data }: { data: EntryEventData }) => [dayCount(data, totalSteps(data.exerciseSteps, data.exerciseMinutes))],
  },
] as const;

function dayCount(data: EntryEventData, amount: number) {
  return { userId: data.userId, siteId: data.siteId, year: yearOf(data.recordedOn), amount, key: data.recordedOn };
}

export const entryBadgeRules = {
  EntryLogged: dayRules,
  EntryChanged: dayRules,
} as const satisfies BadgeRuleDeclaration<EntryEvent>;
