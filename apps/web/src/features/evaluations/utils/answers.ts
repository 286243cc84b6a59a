/** What the participant has given so far, by question id: text, the option chosen, or the options checked. */
export type Answers = Record<string, string | string[]>;

export interface QuestionLike {
  readonly id: string;
  readonly name: string;
  readonly prompt_type: 'CHECKBOX' | 'DROPDOWN' | 'TEXTAREA' | 'TEXTBOX';
  readonly options: string;
  readonly is_active: boolean;
  readonly sequence: number;
}

/** Spec 2 §3: options are split on a pipe character for the participant. */
export const optionsOf = (question: Pick<QuestionLike, 'options'>): string[] =>
  question.options
    .split('|')
    .map((option) => option.trim())
    .filter((option) => option !== '');

/** The questions a participant is asked: the active ones, in sequence. */
export const askedQuestions = <Q extends QuestionLike>(questions: readonly Q[]): Q[] =>
  questions.filter((question) => question.is_active).sort((a, b) => a.sequence - b.sequence);

/** Checks or unchecks one option, keeping the options' order. */
export function toggled(question: QuestionLike, chosen: readonly string[], option: string): string[] {
  const next = chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option];
  return optionsOf(question).filter((o) => next.includes(o));
}

/** The question a required answer is missing from (checkboxes may stay unchecked), as the API would say. */
export function missingAnswers(questions: readonly QuestionLike[], answers: Answers): string[] {
  return askedQuestions(questions)
    .filter((question) => question.prompt_type !== 'CHECKBOX')
    .filter((question) => {
      const value = answers[question.id];
      return typeof value !== 'string' || value.trim() === '';
    })
    .map((question) => `${question.name}: is required.`);
}
