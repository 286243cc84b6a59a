import { assertNever, type Decider } from '../shared/decider.js';
import { deterministicId } from '../shared/ids.js';
import type { IsoDate } from '../shared/dates.js';
import { DomainError } from '../shared/errors.js';
import { answersInvalid, evaluationAlreadyCompleted, evaluationMessages } from './errors.js';
import type { EvaluationAnswer, SiteEvaluationQuestion, UserEvaluationAnswered } from './events.js';

/** One stream per participant and evaluation: answering twice meets the first answer. */
export const userEvaluationStream = (userId: string, siteEvaluationId: string): string =>
  `user_evaluation-${deterministicId('user-evaluation', userId, siteEvaluationId)}`;

export const MAX_TEXTBOX = 255;
export const MAX_TEXTAREA = 5000;

/** The answers as sent: by question id, text or the options chosen. */
export type AnswersByQuestion = Readonly<Record<string, string | readonly string[]>>;

export interface AnswerSiteEvaluation {
  readonly type: 'AnswerSiteEvaluation';
  readonly userId: string;
  readonly siteId: string;
  readonly siteEvaluationId: string;
  readonly answeredOn: IsoDate;
  /** Looked up by the API: the evaluation's questions, and whether the schedule opens it to this person today. */
  readonly questions: readonly SiteEvaluationQuestion[];
  readonly isOpen: boolean;
  readonly answers: AnswersByQuestion;
}

export interface UserEvaluationState {
  readonly answered: boolean;
}

const initialState = (): UserEvaluationState => ({ answered: false });

function evolve(_state: UserEvaluationState, event: UserEvaluationAnswered): UserEvaluationState {
  switch (event.type) {
    case 'UserEvaluationAnswered':
      return { answered: true };
    default:
      return assertNever(event.type);
  }
}

const isWhole = (text: string) => /^-?\d+$/.test(text);
const isDecimal = (text: string) => /^-?\d+(\.\d+)?$/.test(text);

/** One question's answer, or the problem with it. CHECKBOX may be left empty; every other active question is required. */
function answerTo(question: SiteEvaluationQuestion, given: string | readonly string[] | undefined): EvaluationAnswer | string {
  const label = question.name;
  const value = (v: string | readonly string[]): EvaluationAnswer => ({ questionId: question.id, value: v });
  switch (question.promptType) {
    case 'CHECKBOX': {
      const chosen = given === undefined ? [] : typeof given === 'string' ? [given] : given;
      if (chosen.some((option) => !question.options.includes(option))) return `${label}: choose from the options given.`;
      return value(question.options.filter((option) => chosen.includes(option)));
    }
    case 'DROPDOWN':
      if (given === undefined || given === '') return `${label}: is required.`;
      if (typeof given !== 'string' || !question.options.includes(given)) return `${label}: choose one of the options given.`;
      return value(given);
    case 'TEXTAREA':
    case 'TEXTBOX': {
      if (given !== undefined && typeof given !== 'string') return `${label}: must be text.`;
      const text = (given ?? '').trim();
      const max = question.promptType === 'TEXTAREA' ? MAX_TEXTAREA : MAX_TEXTBOX;
      if (text === '') return `${label}: is required.`;
      if (text.length > max) return `${label}: must be at most ${max} characters.`;
      if (question.dataType === 'integer' && !isWhole(text)) return `${label}: must be a whole number.`;
      if (question.dataType === 'decimal' && !isDecimal(text)) return `${label}: must be a number.`;
      return value(text);
    }
    default:
      return assertNever(question.promptType);
  }
}

/** The answers to the active questions, in order; every problem at once. */
export function validAnswers(questions: readonly SiteEvaluationQuestion[], answers: AnswersByQuestion): EvaluationAnswer[] {
  const active = questions.filter((question) => question.isActive);
  const problems: string[] = [];
  const known = new Set(active.map((question) => question.id));
  if (Object.keys(answers).some((id) => !known.has(id))) problems.push('Answers name a question this evaluation does not ask.');
  const results = active.map((question) => answerTo(question, Object.hasOwn(answers, question.id) ? answers[question.id] : undefined));
  problems.push(...results.filter((result): result is string => typeof result === 'string'));
  if (problems.length > 0) throw answersInvalid(problems);
  return results as EvaluationAnswer[];
}

function decide(command: AnswerSiteEvaluation, state: UserEvaluationState): UserEvaluationAnswered[] {
  if (state.answered) throw evaluationAlreadyCompleted();
  if (!command.isOpen) throw new DomainError('conflict', 'evaluation_not_open', evaluationMessages.notOpen);
  const { userId, siteId, siteEvaluationId, answeredOn } = command;
  return [
    {
      type: 'UserEvaluationAnswered',
      data: { userId, siteId, siteEvaluationId, answeredOn, answers: validAnswers(command.questions, command.answers) },
    },
  ];
}

export const userEvaluationDecider: Decider<AnswerSiteEvaluation, UserEvaluationAnswered, UserEvaluationState> = {
  decide,
  evolve,
  initialState,
};
