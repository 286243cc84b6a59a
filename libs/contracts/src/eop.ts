import { z } from 'zod';

/**
 * The end-of-program report (spec 3 §2.1 /site/{siteId}/eop, §7 "GET EOP for a site with optional
 * location_id; the response has content (html)"; issue 16). Structured figures for the screen, and
 * `content`, the same figures rendered server-side as escaped HTML for the legacy contract.
 */

const id = (what: string) => z.string({ error: `must be a ${what} id` }).regex(/^[\w-]{1,64}$/, `must be a ${what} id`);

export const eopQuery = z.object({
  /** Absent: the site's latest program that has started (or its first one). */
  program_id: id('program').optional(),
  /** A parent or child location; absent: the whole scope. */
  location_id: id('location').optional(),
});
export type EopQuery = z.output<typeof eopQuery>;

/**
 * A figure: a number, or the string `fewer than {floor}` when it is about a group of fewer people
 * than the site's privacy floor (or hidden beside one, complementary suppression).
 */
const figure = z.union([z.number(), z.string()]);
export type EopFigure = z.output<typeof figure>;

const rate = z.number().nullable().describe('0 to 1; null when there is no one to divide by.');

export const eopWeek = z.object({
  week: z.number().int().describe('1 for the program’s first week.'),
  week_start: z
    .string()
    .describe('Weeks are calendar weeks, Monday to Sunday: its first day within the program (the Monday but in the first week).'),
  week_end: z.string().describe('Its last day within the program (the Sunday but in the last week).'),
  participating: z.number().int().describe('Participants who logged on at least one of the week’s days within the program.'),
  active: z.number().int().describe('Participants who logged on at least 3 of the week’s days within the program.'),
  participation_rate: rate,
  active_rate: rate,
  steps: figure,
  exercise_minutes: figure,
});
export type EopWeek = z.output<typeof eopWeek>;

export const eopLocation = z.object({
  location_id: z.string(),
  name: z.string(),
  enrolled: z.number().int(),
  participating: z.number().int(),
  participation_rate: rate,
  steps: figure,
  average_steps: figure,
});
export type EopLocation = z.output<typeof eopLocation>;

export const eopQuestion = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['choice', 'number', 'text']),
  answered: figure,
  /** Choice questions: how many chose each option. */
  options: z.array(z.object({ option: z.string(), count: figure })),
  /** Number questions: the average answer. */
  average: figure.nullable(),
});
export type EopQuestion = z.output<typeof eopQuestion>;

export const eopEvaluation = z.object({
  id: z.string(),
  name: z.string(),
  completed: z.number().int(),
  completion_rate: rate,
  questions: z.array(eopQuestion),
});
export type EopEvaluation = z.output<typeof eopEvaluation>;

export const eopProgram = z.object({
  id: z.string(),
  name: z.string(),
  effective_date_start: z.string().nullable(),
  effective_date_end: z.string().nullable(),
});
export type EopProgram = z.output<typeof eopProgram>;

export const eopReport = z
  .object({
    site_id: z.string(),
    program: eopProgram.nullable(),
    /** The site's programs, for the picker. */
    programs: z.array(eopProgram),
    location_id: z.string().nullable(),
    period: z.object({ start: z.string(), end: z.string() }),
    privacy_floor: z.number().int(),
    /** Set when any figure is shown as "fewer than {floor}": the screen says why. */
    notice: z.string().nullable(),
    enrolment: z.object({
      eligible: z.number().int(),
      registered_eligible: z.number().int(),
      enrolment_rate: rate,
      enrolled: z.number().int(),
    }),
    participation: z.object({
      participating: z.number().int(),
      participation_rate: rate,
      days_logged: z.number().int(),
      average_days_logged: z.number().nullable(),
    }),
    activity: z.object({
      steps: figure,
      average_steps: figure,
      exercise_minutes: figure,
      average_exercise_minutes: figure,
    }),
    engagement: z.object({
      badges_earned: z.number().int(),
      challenges_sent: z.number().int(),
      challenges_completed: z.number().int(),
      goals_created: z.number().int(),
      goals_completed: z.number().int(),
    }),
    weeks: z.array(eopWeek),
    top_locations: z.array(eopLocation),
    evaluations: z.array(eopEvaluation),
    /** The legacy contract's report: the same figures as HTML, every value escaped. */
    content: z.string(),
  })
  .meta({ title: 'EopReport' });
export type EopReport = z.output<typeof eopReport>;
