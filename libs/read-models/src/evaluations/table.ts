import type { ColumnType } from 'kysely';
import type { PromptType, QuestionDataType } from '@wellway/domain';

/** Spec 2 §3 site_evaluation_questions, as stored in the evaluation's row. */
export interface SiteEvaluationQuestionRow {
  id: string;
  name: string;
  prompt_type: PromptType;
  options: string[];
  is_active: boolean;
  sequence: number;
  data_type: QuestionDataType;
}

/** Spec 2 §3 SiteEvaluation; an inheritable list (site_id null: the default set). */
export interface SiteEvaluationTable {
  id: string;
  site_id: string | null;
  parent_id: string | null;
  name: string;
  is_initial_evaluation: boolean;
  days_from_start: number | null;
  /** Date columns, read as 'YYYY-MM-DD'. */
  start_date: string | null;
  end_date: string | null;
  /** jsonb, in sequence order: written as a JSON string. */
  questions: ColumnType<SiteEvaluationQuestionRow[], string, string>;
  /** Deleted evaluations stay, flagged, so a replayed creation cannot revive them. */
  deleted: boolean;
  position: bigint;
}

export interface EvaluationAnswerRow {
  question_id: string;
  value: string | string[];
}

/** Spec 2 §3 UserEvaluationAnswers: one row per participant and evaluation answered. */
export interface UserEvaluationAnswerTable {
  user_id: string;
  site_evaluation_id: string;
  site_id: string;
  /** Date column: the participant's local date when they answered. */
  answered_on: string;
  /** jsonb; emptied when the participant is erased (their answers are theirs). */
  answers: ColumnType<EvaluationAnswerRow[], string, string>;
  position: bigint;
}

export interface EvaluationsTables {
  site_evaluations: SiteEvaluationTable;
  user_evaluation_answers: UserEvaluationAnswerTable;
}
