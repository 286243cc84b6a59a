import { z } from 'zod';
import { MAX_OPTIONS, MAX_QUESTIONS, promptTypes, questionDataTypes } from '@wellway/domain';
import { flag, isoDate, pageSize, text } from './common.js';
import { inheritedFields } from './inheritable.js';

const id = z.string().max(64);

/** Spec 3 §3 site_evaluation_questions as the editor sends them; `options` joined by '|' (one per line in the editor). */
export const siteEvaluationQuestionBody = z.object({
  id: id.optional(),
  name: text(1000),
  prompt_type: z.enum(promptTypes, { error: `must be one of ${promptTypes.join(', ')}` }),
  options: text(20_000).optional().default(''),
  is_active: flag.optional().default(true),
  sequence: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(10_000),
  data_type: z.enum(questionDataTypes, { error: `must be one of ${questionDataTypes.join(', ')}` }).optional(),
});

const days = z.number({ error: 'must be a whole number' }).int('must be a whole number');

/** POST /sites/{site_id}/site_evaluations and PUT …/{id}: the whole evaluation. */
export const siteEvaluationBody = z.object({
  name: text(100).optional().default(''),
  is_initial_evaluation: flag.optional().default(false),
  days_from_start: days.nullable().optional(),
  start_date: isoDate.nullable().optional(),
  end_date: isoDate.nullable().optional(),
  site_evaluation_questions: z.array(siteEvaluationQuestionBody).max(MAX_QUESTIONS, `at most ${MAX_QUESTIONS} questions`).optional(),
});
export type SiteEvaluationBody = z.output<typeof siteEvaluationBody>;

export const siteEvaluationsQuery = z.object({ page_size: pageSize.optional() });

export const siteEvaluationQuestion = z.object({
  id: z.string(),
  site_evaluation_id: z.string(),
  is_active: z.boolean(),
  sequence: z.number().int(),
  // The options joined by a pipe (split on it to show them).
  options: z.string(),
  prompt_type: z.enum(promptTypes),
  name: z.string(),
  data_type: z.enum(questionDataTypes),
});

/** Spec 2 §3 SiteEvaluation. `site_id` null: a default evaluation; `parent_id`: the default a site's copy replaces. */
export const siteEvaluation = z
  .object({
    id: z.string(),
    ...inheritedFields,
    name: z.string(),
    is_initial_evaluation: z.boolean(),
    days_from_start: z.number().int().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    site_evaluation_questions: z.array(siteEvaluationQuestion),
  })
  .meta({ title: 'SiteEvaluation' });
export type SiteEvaluation = z.output<typeof siteEvaluation>;

export const siteEvaluationDeleted = z.object({ id: z.string(), deleted: z.boolean(), reset: z.boolean() });

// The count is checked after the union, so its message is not lost in the union's own.
const answer = z
  .union([text(5000), z.array(text(200))], { error: 'must be text or a list of options' })
  .refine((value) => typeof value === 'string' || value.length <= MAX_OPTIONS, `at most ${MAX_OPTIONS} options`);

/** POST /site_evaluations/{id}/user_evaluation_answers: an answer per question id (text, the option chosen, or the options checked). */
export const userEvaluationAnswersBody = z.object({
  user_id: id.optional(),
  site_evaluation_id: id.optional(),
  answers: z
    .record(id, answer, { error: 'must be an answer per question' })
    .refine((answers) => Object.keys(answers).length <= MAX_QUESTIONS, `at most ${MAX_QUESTIONS} answers`),
});
export type UserEvaluationAnswersBody = z.output<typeof userEvaluationAnswersBody>;

export const userEvaluationAnswers = z
  .object({ user_id: z.string(), site_evaluation_id: z.string(), completed: z.boolean() })
  .meta({ title: 'UserEvaluationAnswers' });
