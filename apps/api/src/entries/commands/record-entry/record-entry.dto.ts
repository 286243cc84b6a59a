import { z } from 'zod';

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
  manually_recorded: z.boolean({ error: 'must be true or false' }).optional().default(true),
});
export type RecordEntryBody = z.output<typeof recordEntryBody>;
