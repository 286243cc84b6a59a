import { describe, expect, it } from 'vitest';
import { askedQuestions, missingAnswers, optionsOf, toggled, type QuestionLike } from './answers';

const q = (id: string, prompt_type: QuestionLike['prompt_type'], over: Partial<QuestionLike> = {}): QuestionLike => ({
  id,
  name: id,
  prompt_type,
  options: 'Walking| Yoga |Cycling|',
  is_active: true,
  sequence: 1,
  ...over,
});

describe('answers', () => {
  it('splits options on |, trimmed, blanks dropped', () => {
    expect(optionsOf(q('a', 'DROPDOWN'))).toEqual(['Walking', 'Yoga', 'Cycling']);
  });

  it('asks the active questions in sequence', () => {
    const asked = askedQuestions([
      q('b', 'TEXTBOX', { sequence: 2 }),
      q('off', 'TEXTBOX', { is_active: false }),
      q('a', 'TEXTBOX', { sequence: 1 }),
    ]);
    expect(asked.map((question) => question.id)).toEqual(['a', 'b']);
  });

  it("keeps checked options in the options' order", () => {
    const question = q('c', 'CHECKBOX');
    expect(toggled(question, ['Cycling'], 'Walking')).toEqual(['Walking', 'Cycling']);
    expect(toggled(question, ['Walking', 'Cycling'], 'Walking')).toEqual(['Cycling']);
  });

  it('requires every answer but checkboxes', () => {
    const questions = [q('pick', 'DROPDOWN'), q('check', 'CHECKBOX'), q('text', 'TEXTAREA')];
    expect(missingAnswers(questions, { text: '  ' })).toEqual(['pick: is required.', 'text: is required.']);
    expect(missingAnswers(questions, { pick: 'Yoga', text: 'ok' })).toEqual([]);
  });
});
