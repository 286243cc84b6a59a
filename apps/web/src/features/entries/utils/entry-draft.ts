import type { EntryContext } from '@wellway/domain/entries/commands';
import { checkRecordedOn, checkValues, MAX_ACTIVITIES, MAX_MINUTES, MAX_STEPS, normaliseActivities } from '@wellway/domain/entries/rules';
import type { EntryBody } from '../api/create-entry';
import type { Entry } from '../api/get-entry-weeks';

/** What the form holds: text as typed (digits only, see IntegerInput), '' for an empty field. */
export interface ActivityRowDraft {
  readonly activityId: string;
  readonly minutes: string;
}

export interface EntryDraft {
  readonly steps: string;
  readonly minutes: string;
  readonly activities: readonly ActivityRowDraft[];
}

export interface EntryDraftErrors {
  readonly steps?: string;
  readonly minutes?: string;
  /** By row index. */
  readonly activities: Readonly<Record<number, string>>;
  /** Errors that belong to no one field (the day, the number of activities). */
  readonly form: readonly string[];
}

export { MAX_ACTIVITIES };
/** Enough digits to type any allowed value and one too large, which validation then names. */
export const STEPS_MAX_DIGITS = String(MAX_STEPS).length;
export const MINUTES_MAX_DIGITS = String(MAX_MINUTES).length;

export const BLANK_ACTIVITY_ROW: ActivityRowDraft = { activityId: '', minutes: '' };

export const isActivityChosen = (row: ActivityRowDraft): boolean => row.activityId !== '';

/** Spec 2 §5: a row is complete if it has no activity, or both an activity and a value. */
export const isActivityRowComplete = (row: ActivityRowDraft): boolean => !isActivityChosen(row) || row.minutes !== '';

/** Spec 2 §5: a new blank row is added once every row has an activity, up to four rows. */
export function withBlankRow(rows: readonly ActivityRowDraft[]): ActivityRowDraft[] {
  return rows.length < MAX_ACTIVITIES && rows.every(isActivityChosen) ? [...rows, BLANK_ACTIVITY_ROW] : [...rows];
}

export function draftFromEntry(entry: Entry | undefined): EntryDraft {
  if (!entry) return { steps: '', minutes: '', activities: [BLANK_ACTIVITY_ROW] };
  const activities = [...entry.entry_exercise_activities]
    .sort((a, b) => a.sequence - b.sequence)
    .map((activity) => ({ activityId: activity.exercise_activity_id, minutes: String(activity.value) }));
  return { steps: String(entry.exercise_steps), minutes: String(entry.exercise_minutes), activities: withBlankRow(activities) };
}

export function changeActivityRow(draft: EntryDraft, index: number, change: Partial<ActivityRowDraft>): EntryDraft {
  const activities = draft.activities.map((row, at) => (at === index ? { ...row, ...change } : row));
  return { ...draft, activities: withBlankRow(activities) };
}

export function removeActivityRow(draft: EntryDraft, index: number): EntryDraft {
  return { ...draft, activities: withBlankRow(draft.activities.filter((_row, at) => at !== index)) };
}

const wholeNumber = (text: string): number => (text === '' ? 0 : Number(text));
const activityValue = (row: ActivityRowDraft): number | null => (row.minutes === '' ? null : Number(row.minutes));

function messageOf(check: () => unknown): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const toActivityInput = (row: ActivityRowDraft) => ({ exerciseActivityId: row.activityId, value: activityValue(row) });

/**
 * The server's rules (libs/domain/src/entries/rules.ts), run field by field so each message sits
 * next to its field. The messages are the server's own.
 */
export function validateEntryDraft(draft: EntryDraft, recordedOn: string, context: EntryContext): EntryDraftErrors {
  const steps = messageOf(() => checkValues(wholeNumber(draft.steps), 0));
  const minutes = messageOf(() => checkValues(0, wholeNumber(draft.minutes)));
  const activities: Record<number, string> = {};
  draft.activities.forEach((row, index) => {
    if (!isActivityChosen(row)) return;
    const message = messageOf(() => normaliseActivities([toActivityInput(row)], context));
    if (message) activities[index] = message;
  });
  const form = [
    messageOf(() => checkRecordedOn(recordedOn, context)),
    messageOf(() => normaliseActivities(draft.activities.filter(isActivityChosen).map(toActivityInput), context)),
  ].filter((message): message is string => message !== undefined && !Object.values(activities).includes(message));
  return { ...(steps && { steps }), ...(minutes && { minutes }), activities, form };
}

export const hasEntryDraftErrors = (errors: EntryDraftErrors): boolean =>
  errors.steps !== undefined || errors.minutes !== undefined || Object.keys(errors.activities).length > 0 || errors.form.length > 0;

/** The POST/PUT body; blank rows (no activity) are left out, as the server would ignore them. */
export function entryBody(recordedOn: string, draft: EntryDraft): EntryBody {
  return {
    recorded_on: recordedOn,
    exercise_steps: wholeNumber(draft.steps),
    exercise_minutes: wholeNumber(draft.minutes),
    entry_exercise_activities: draft.activities
      .filter(isActivityChosen)
      .map((row) => ({ exercise_activity_id: row.activityId, value: activityValue(row) })),
  };
}

/** Unsaved changes: what would be sent differs from what was loaded. */
export function isDraftChanged(draft: EntryDraft, initial: EntryDraft): boolean {
  return JSON.stringify(entryBody('', draft)) !== JSON.stringify(entryBody('', initial));
}
