import { z } from 'zod';
import { year } from './common.js';

export const statsQuery = z.object({ year: year.optional() });

const totals = { total_steps: z.number(), exercise_minutes: z.number(), days_logged: z.number().int() };

/** docs/api.md's stats: calendar-year totals, the ISO year's weeks, the twelve months. */
export const userStats = z
  .object({
    user_id: z.string(),
    year: z.number().int(),
    ...totals,
    weekends_logged: z.number().int(),
    weeks: z.array(z.object({ ...totals, week_start: z.string(), week_number: z.number().int() })),
    months: z.array(z.object({ ...totals, month: z.number().int() })),
  })
  .meta({ title: 'UserStats' });
export type UserStats = z.output<typeof userStats>;
