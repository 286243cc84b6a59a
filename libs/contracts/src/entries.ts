import { z } from 'zod';
import { flag, isoDate, pageSize, year } from './common.js';

const count = (field: string) => z.number({ error: `must be a number of ${field}` }).finite();

const activityRow = z.object({
  exercise_activity_id: z.string({ error: 'must be an activity id' }).max(64).nullish(),
  value: z.number({ error: 'must be a number of minutes' }).finite().nullish(),
});

/** Types only: the ranges and rules are the domain's, so both HTTP verbs give the same messages. */
export const recordEntryBody = z.object({
  recorded_on: z.string({ error: 'is required, written YYYY-MM-DD' }).max(10, 'must be written YYYY-MM-DD'),
  exercise_steps: count('steps').optional().default(0),
  exercise_minutes: count('minutes').optional().default(0),
  entry_exercise_activities: z.array(activityRow, { error: 'must be a list' }).max(20, 'lists at most 4 activities').optional().default([]),
  manually_recorded: flag.optional().default(true),
});
export type RecordEntryBody = z.output<typeof recordEntryBody>;
/** What a client sends to POST /entries and PUT /entries/{id}. */
export type RecordEntryInput = z.input<typeof recordEntryBody>;

export const entryChartQuery = z.object({ from_date: isoDate, to_date: isoDate });
export const entryWeeksQuery = z.object({
  year: year.optional(),
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  page_size: pageSize.optional(),
});

/** One activity of a day, with the site's name for it (null once the site no longer lists it). */
export const entryActivity = z.object({
  exercise_activity_id: z.string(),
  name: z.string().nullable(),
  value: z.number(),
  sequence: z.number().int(),
});
export type EntryActivity = z.output<typeof entryActivity>;

/** A day's totals, as both an entry and a chart day carry them. */
const dayTotals = z.object({
  recorded_on: z.string(),
  exercise_steps: z.number(),
  exercise_minutes: z.number(),
  steps_from_minutes: z.number(),
  total_steps: z.number(),
  goal_steps: z.number(),
});

/** docs/api.md's Entry: what every entry route answers (the API, the read model and the web share it). */
export const entry = z
  .object({
    id: z.string(),
    user_id: z.string(),
    ...dayTotals.shape,
    manually_recorded: z.boolean(),
    entry_exercise_activities: z.array(entryActivity),
    revision: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ title: 'Entry' });
export type Entry = z.output<typeof entry>;

/** An ISO week (Monday–Sunday) of a participant's days. */
export const entryWeek = z
  .object({
    key: z.string(),
    from_date: z.string(),
    to_date: z.string(),
    week_numbers: z.array(z.number().int()),
    total_steps: z.number(),
    entries: z.array(entry),
  })
  .meta({ title: 'EntryWeek' });
export type EntryWeek = z.output<typeof entryWeek>;

/** A day of the chart (GET /entries/chart). */
export const chartDay = z
  .object({
    ...dayTotals.shape,
    entry_id: z.string().nullable(),
  })
  .meta({ title: 'ChartDay' });
export type ChartDay = z.output<typeof chartDay>;
