import { describe, expect, it } from 'vitest';
import { MAX_OPTIONS, MAX_QUESTIONS } from '@wellway/domain';
import { siteEvaluationBody, userEvaluationAnswersBody } from './evaluations.js';

const question = (sequence: number) => ({ name: `Q${sequence}`, prompt_type: 'TEXTBOX', sequence });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('evaluation limits: what the contract allows is what its message says (the domain limits)', () => {
  it(`allows ${MAX_QUESTIONS} questions and refuses one more, saying so`, () => {
    const questions = (count: number) => Array.from({ length: count }, (_, index) => question(index + 1));
    expect(siteEvaluationBody.safeParse({ site_evaluation_questions: questions(MAX_QUESTIONS) }).success).toBe(true);
    expect(messages(siteEvaluationBody.safeParse({ site_evaluation_questions: questions(MAX_QUESTIONS + 1) }))).toEqual([
      `at most ${MAX_QUESTIONS} questions`,
    ]);
  });

  it(`allows ${MAX_OPTIONS} options in an answer and ${MAX_QUESTIONS} answers, and refuses more, saying so`, () => {
    const options = (count: number) => Array.from({ length: count }, (_, index) => `o${index}`);
    expect(userEvaluationAnswersBody.safeParse({ answers: { q: options(MAX_OPTIONS) } }).success).toBe(true);
    expect(messages(userEvaluationAnswersBody.safeParse({ answers: { q: options(MAX_OPTIONS + 1) } }))).toContain(
      `at most ${MAX_OPTIONS} options`,
    );
    const answers = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`q${index}`, 'yes']));
    expect(userEvaluationAnswersBody.safeParse({ answers: answers(MAX_QUESTIONS) }).success).toBe(true);
    expect(messages(userEvaluationAnswersBody.safeParse({ answers: answers(MAX_QUESTIONS + 1) }))).toEqual([
      `at most ${MAX_QUESTIONS} answers`,
    ]);
  });
});
