import type { ReportFact, ReportFactDeclaration } from '../reports/facts.js';
import { isWeekend } from '../shared/dates.js';
import { totalSteps } from '../stats/steps.js';
import { isDayLogged } from './rules.js';
import type { EntryEvent, EntryEventData } from './events.js';

/**
 * A day's entry SETS the day's figures (its values are the day's full state, as the stats and the
 * badge rules read them): a changed day replaces them, and a day emptied to nothing is no longer
 * logged. total_steps is steps plus minutes at the stats' rate; weekends_logged is set on
 * Saturdays and Sundays only.
 */
function dayFacts({ data }: { data: EntryEventData }): ReportFact[] {
  const set = (fact: string, amount: number): ReportFact => ({
    userId: data.userId,
    siteId: data.siteId,
    on: data.recordedOn,
    fact,
    amount,
    mode: 'set',
  });
  const logged = isDayLogged(data) ? 1 : 0;
  return [
    set('steps', data.exerciseSteps),
    set('exercise_minutes', data.exerciseMinutes),
    set('total_steps', totalSteps(data.exerciseSteps, data.exerciseMinutes)),
    set('days_logged', logged),
    ...(isWeekend(data.recordedOn) ? [set('weekends_logged', logged)] : []),
  ];
}

export const entryReportFacts = {
  EntryLogged: dayFacts,
  EntryChanged: dayFacts,
} as const satisfies ReportFactDeclaration<EntryEvent>;
