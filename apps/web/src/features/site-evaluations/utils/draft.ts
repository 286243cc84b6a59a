import type { SiteEvaluation } from '@wellway/contracts';

export type PromptType = 'CHECKBOX' | 'DROPDOWN' | 'TEXTAREA' | 'TEXTBOX';
export type DataType = 'string' | 'integer' | 'decimal';
export type ScheduleMode = 'days' | 'dates';

export interface QuestionDraft {
  /** A key for React that new questions get before the server gives them an id. */
  readonly key: string;
  readonly id: string | null;
  readonly name: string;
  readonly prompt_type: PromptType;
  /** Spec 3 §3: options are typed one per line in the editor. */
  readonly optionsText: string;
  readonly is_active: boolean;
  readonly data_type: DataType;
}

export interface EvaluationDraft {
  readonly name: string;
  readonly is_initial_evaluation: boolean;
  readonly mode: ScheduleMode;
  readonly days_from_start: string;
  readonly start_date: string;
  readonly end_date: string;
  readonly questions: readonly QuestionDraft[];
}

let keys = 0;
const newKey = () => `q${++keys}`;

export const blankQuestion = (prompt_type: PromptType = 'TEXTBOX'): QuestionDraft => ({
  key: newKey(),
  id: null,
  name: '',
  prompt_type,
  optionsText: '',
  is_active: true,
  data_type: 'string',
});

export const blankDraft = (): EvaluationDraft => ({
  name: '',
  is_initial_evaluation: false,
  mode: 'days',
  days_from_start: '0',
  start_date: '',
  end_date: '',
  questions: [],
});

/**
 * The editor's draft of an evaluation. `stripIds`: spec 3 §2.2 'new' starts as a copy of a
 * default evaluation with its ids stripped.
 */
export function draftOf(evaluation: SiteEvaluation | null, stripIds = false): EvaluationDraft {
  if (!evaluation) return blankDraft();
  const byDays = evaluation.days_from_start !== null;
  return {
    name: evaluation.name,
    is_initial_evaluation: stripIds ? false : evaluation.is_initial_evaluation,
    mode: byDays ? 'days' : 'dates',
    days_from_start: byDays ? String(evaluation.days_from_start) : '',
    start_date: evaluation.start_date ?? '',
    end_date: evaluation.end_date ?? '',
    questions: [...evaluation.site_evaluation_questions]
      .sort((a, b) => a.sequence - b.sequence)
      .map((q) => ({
        key: newKey(),
        id: stripIds ? null : q.id,
        name: q.name,
        prompt_type: q.prompt_type,
        optionsText: q.options.split('|').join('\n'),
        is_active: q.is_active,
        data_type: q.data_type,
      })),
  };
}

/** Spec 3 §4: 'Days from start' clears start_date and end_date; a fixed date range clears days_from_start. */
export function withMode(draft: EvaluationDraft, mode: ScheduleMode): EvaluationDraft {
  return mode === 'days' ? { ...draft, mode, start_date: '', end_date: '' } : { ...draft, mode, days_from_start: '' };
}

/** Spec 3 §4: an initial evaluation is forced to the name Registration with days_from_start 0. */
export function withInitial(draft: EvaluationDraft, initial: boolean): EvaluationDraft {
  if (!initial) return { ...draft, is_initial_evaluation: false };
  return { ...withMode(draft, 'days'), is_initial_evaluation: true, name: 'Registration', days_from_start: '0' };
}

/** Moves a question up (-1) or down (+1); the order is the sequence saved. */
export function moved(questions: readonly QuestionDraft[], index: number, delta: -1 | 1): QuestionDraft[] {
  const target = index + delta;
  if (target < 0 || target >= questions.length) return [...questions];
  const next = [...questions];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

const hasOptions = (type: PromptType) => type === 'CHECKBOX' || type === 'DROPDOWN';

/** The request body (spec 3 §7): options joined by '|', sequence in the order shown. */
export function bodyOf(draft: EvaluationDraft) {
  const days = draft.days_from_start.trim();
  return {
    name: draft.name.trim(),
    is_initial_evaluation: draft.is_initial_evaluation,
    days_from_start: draft.mode === 'days' && days !== '' ? Number(days) : null,
    start_date: draft.mode === 'dates' && draft.start_date !== '' ? draft.start_date : null,
    end_date: draft.mode === 'dates' && draft.end_date !== '' ? draft.end_date : null,
    site_evaluation_questions: draft.questions.map((q, index) => ({
      ...(q.id === null ? {} : { id: q.id }),
      name: q.name.trim(),
      prompt_type: q.prompt_type,
      options: hasOptions(q.prompt_type)
        ? q.optionsText
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== '')
            .join('|')
        : '',
      is_active: q.is_active,
      sequence: index + 1,
      data_type: q.prompt_type === 'TEXTBOX' ? q.data_type : ('string' as const),
    })),
  };
}

/** How the list shows an evaluation's schedule. */
export function scheduleText(evaluation: Pick<SiteEvaluation, 'days_from_start' | 'start_date' | 'end_date'>): string {
  if (evaluation.days_from_start !== null) return `Day ${evaluation.days_from_start} from start`;
  return `${evaluation.start_date ?? '?'} to ${evaluation.end_date ?? '?'}`;
}
