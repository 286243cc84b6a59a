import { isIsoDate } from '../shared/dates.js';
import { evaluationInvalid, evaluationMessages as m } from './errors.js';
import type { SiteEvaluationDetails, SiteEvaluationQuestion } from './events.js';

export const INITIAL_EVALUATION_NAME = 'Registration';
export const MAX_QUESTIONS = 100;
const MAX_NAME = 100;
const MAX_QUESTION_NAME = 1000;
export const MAX_OPTIONS = 100;
const MAX_OPTION = 200;
const MAX_DAYS = 3650;

const hasOptions = (question: SiteEvaluationQuestion) => question.promptType === 'CHECKBOX' || question.promptType === 'DROPDOWN';

/**
 * Spec 3 §4 site evaluation editor: an initial evaluation is forced to the name Registration at
 * day 0; questions are kept in their sequence order, numbered 1…n; options are trimmed, blank
 * lines dropped, and only choice questions keep any.
 */
export function normalisedDetails(details: SiteEvaluationDetails): SiteEvaluationDetails {
  const questions = [...details.questions]
    .sort((a, b) => a.sequence - b.sequence)
    .map((question, index) => ({
      ...question,
      name: question.name.trim(),
      sequence: index + 1,
      options: hasOptions(question) ? question.options.map((option) => option.trim()).filter((option) => option !== '') : [],
      dataType: question.promptType === 'TEXTBOX' ? question.dataType : 'string',
    }));
  const base = { ...details, name: details.name.trim(), questions };
  if (!details.isInitialEvaluation) return base;
  return { ...base, name: INITIAL_EVALUATION_NAME, daysFromStart: 0, startDate: null, endDate: null };
}

function scheduleProblems({ daysFromStart, startDate, endDate }: SiteEvaluationDetails): string[] {
  const byDays = daysFromStart !== null;
  const byDates = startDate !== null || endDate !== null;
  if (byDays && byDates) return [m.scheduleBoth];
  if (byDays) return Number.isInteger(daysFromStart) && daysFromStart >= 0 && daysFromStart <= MAX_DAYS ? [] : [m.daysFromStart];
  if (!byDates) return [m.scheduleRequired];
  if (startDate === null || !isIsoDate(startDate)) return [m.startDate];
  return endDate !== null && isIsoDate(endDate) && endDate >= startDate ? [] : [m.endDate];
}

function questionProblems(question: SiteEvaluationQuestion, number: number): string[] {
  const label = `Question ${number}`;
  const problems: string[] = [];
  if (question.name === '') problems.push(`${label}: a prompt is required.`);
  else if (question.name.length > MAX_QUESTION_NAME) problems.push(`${label}: the prompt must be at most ${MAX_QUESTION_NAME} characters.`);
  if (hasOptions(question)) {
    if (question.options.length === 0) problems.push(`${label}: add at least one option, one per line.`);
    if (question.options.length > MAX_OPTIONS) problems.push(`${label}: at most ${MAX_OPTIONS} options.`);
    if (question.options.some((option) => option.includes('|'))) problems.push(`${label}: an option cannot contain '|'.`);
    if (question.options.some((option) => option.length > MAX_OPTION))
      problems.push(`${label}: an option must be at most ${MAX_OPTION} characters.`);
    if (new Set(question.options).size !== question.options.length) problems.push(`${label}: each option appears once.`);
  }
  return problems;
}

/** Every problem at once, in the form's order; the 'Error' dialog shows them one per line (spec 3 §8). */
export function detailsProblems(details: SiteEvaluationDetails): string[] {
  const problems: string[] = [];
  if (details.name === '') problems.push(m.nameRequired);
  else if (details.name.length > MAX_NAME) problems.push(m.nameTooLong);
  problems.push(...scheduleProblems(details));
  if (details.questions.length > MAX_QUESTIONS) problems.push(m.tooManyQuestions);
  if (new Set(details.questions.map((q) => q.id)).size !== details.questions.length) problems.push(m.duplicateQuestion);
  details.questions.forEach((question, index) => problems.push(...questionProblems(question, index + 1)));
  return problems;
}

export function validDetails(details: SiteEvaluationDetails): SiteEvaluationDetails {
  const normalised = normalisedDetails(details);
  const problems = detailsProblems(normalised);
  if (problems.length > 0) throw evaluationInvalid(problems);
  return normalised;
}
