import { DomainError } from '../shared/errors.js';
import { isIsoDate, yearOf, type IsoDate } from '../shared/dates.js';
import type { ActivityInput, EntryContext } from './commands.js';
import type { EntryActivity, EntryValues } from './events.js';

export const MAX_ACTIVITIES = 4;
export const MAX_STEPS = 100_000;
export const MAX_MINUTES = 1_440;

const invalid = (code: string, message: string) => new DomainError('validation', code, message);

function isWholeInRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

export function checkRecordedOn(recordedOn: IsoDate, context: EntryContext): void {
  if (!isIsoDate(recordedOn)) throw invalid('invalid_date', 'The date must be a real day written YYYY-MM-DD.');
  if (!context.siteYears.includes(yearOf(recordedOn))) {
    throw invalid('date_outside_site_years', `Activity can only be logged for ${context.siteYears.join(', ')}.`);
  }
  if (recordedOn > context.today) throw invalid('date_in_future', "You can't log activity for a day that hasn't happened yet.");
}

/**
 * The form's completeness rule: a row is complete if it has no activity id (blank, dropped)
 * or both an id and a value. At most four rows may carry an activity.
 */
export function normaliseActivities(rows: readonly ActivityInput[], context: EntryContext): EntryActivity[] {
  const chosen = rows.filter((row) => row.exerciseActivityId !== null && row.exerciseActivityId !== '');
  if (chosen.length > MAX_ACTIVITIES) {
    throw invalid('too_many_activities', `You can log at most ${MAX_ACTIVITIES} exercise activities a day.`);
  }
  return chosen.map((row, index) => {
    const id = row.exerciseActivityId as string;
    if (!context.exerciseActivityIds.includes(id)) {
      throw invalid('unknown_exercise_activity', 'That exercise activity is not offered on this site.');
    }
    if (row.value === null) throw invalid('activity_value_required', 'Each chosen activity needs its minutes.');
    if (!isWholeInRange(row.value, 1, MAX_MINUTES)) {
      throw invalid('invalid_activity_value', `Activity minutes must be a whole number from 1 to ${MAX_MINUTES.toLocaleString('en-US')}.`);
    }
    return { exerciseActivityId: id, value: row.value, sequence: index + 1 };
  });
}

export function checkValues(steps: number, minutes: number): void {
  if (!isWholeInRange(steps, 0, MAX_STEPS)) {
    throw invalid('invalid_steps', `Steps must be a whole number from 0 to ${MAX_STEPS.toLocaleString('en-US')}.`);
  }
  if (!isWholeInRange(minutes, 0, MAX_MINUTES)) {
    throw invalid('invalid_minutes', `Exercise minutes must be a whole number from 0 to ${MAX_MINUTES.toLocaleString('en-US')}.`);
  }
}

/** A day counts as logged (for stats and days_logged badges) when anything was recorded. */
export function isDayLogged(values: Pick<EntryValues, 'exerciseSteps' | 'exerciseMinutes' | 'activities'>): boolean {
  return values.exerciseSteps > 0 || values.exerciseMinutes > 0 || values.activities.length > 0;
}

export function sameValues(a: EntryValues, b: EntryValues): boolean {
  return (
    a.exerciseSteps === b.exerciseSteps &&
    a.exerciseMinutes === b.exerciseMinutes &&
    a.manuallyRecorded === b.manuallyRecorded &&
    JSON.stringify(a.activities) === JSON.stringify(b.activities)
  );
}
