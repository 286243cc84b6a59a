import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { userEvaluationDecider, type AnswerSiteEvaluation } from './answers.js';
import type { SiteEvaluationQuestion, UserEvaluationAnswered } from './events.js';

const q = (
  id: string,
  promptType: SiteEvaluationQuestion['promptType'],
  over: Partial<SiteEvaluationQuestion> = {},
): SiteEvaluationQuestion => ({
  id,
  name: id,
  promptType,
  options: promptType === 'CHECKBOX' || promptType === 'DROPDOWN' ? ['Yes', 'No', 'Maybe'] : [],
  isActive: true,
  sequence: 1,
  dataType: 'string',
  ...over,
});
const questions = [
  q('Feel', 'DROPDOWN'),
  q('Habits', 'CHECKBOX'),
  q('Story', 'TEXTAREA'),
  q('Age', 'TEXTBOX', { dataType: 'integer' }),
  q('Old', 'TEXTBOX', { isActive: false }),
];
const command: AnswerSiteEvaluation = {
  type: 'AnswerSiteEvaluation',
  userId: 'u1',
  siteId: 's1',
  siteEvaluationId: 'e1',
  answeredOn: '2026-11-25',
  questions,
  isOpen: true,
  answers: { Feel: 'Yes', Habits: ['Maybe', 'Yes'], Story: ' Walked more. ', Age: '42' },
};
const answered: UserEvaluationAnswered = {
  type: 'UserEvaluationAnswered',
  data: {
    userId: 'u1',
    siteId: 's1',
    siteEvaluationId: 'e1',
    answeredOn: '2026-11-25',
    answers: [
      { questionId: 'Feel', value: 'Yes' },
      { questionId: 'Habits', value: ['Yes', 'Maybe'] },
      { questionId: 'Story', value: 'Walked more.' },
      { questionId: 'Age', value: '42' },
    ],
  },
};
const spec = specFor(userEvaluationDecider);
const answers = (a: AnswerSiteEvaluation['answers']) => ({ ...command, answers: a });

describe('answering an evaluation', () => {
  it('records the answers to the active questions, checked options in their order', () => {
    spec([]).when(command).then([answered]);
  });

  it('lets a checkbox question go unchecked', () => {
    spec([])
      .when(answers({ Feel: 'No', Story: 'x', Age: '-3' }))
      .then([
        {
          type: 'UserEvaluationAnswered',
          data: {
            ...answered.data,
            answers: [
              { questionId: 'Feel', value: 'No' },
              { questionId: 'Habits', value: [] },
              { questionId: 'Story', value: 'x' },
              { questionId: 'Age', value: '-3' },
            ],
          },
        },
      ]);
  });

  it('refuses answering twice, and an evaluation not open to the participant', () => {
    spec([answered]).when(command).thenRejects('evaluation_already_completed', 'You have already completed this evaluation.');
    spec([])
      .when({ ...command, isOpen: false })
      .thenRejects('evaluation_not_open', 'This evaluation is not open to you.');
  });

  it('names every bad answer, one per line', () => {
    spec([])
      .when(answers({ Feel: 'Perhaps', Habits: ['Never'], Story: '  ', Age: '4.5' }))
      .thenRejects(
        'evaluation_answers_invalid',
        [
          'Feel: choose one of the options given.',
          'Habits: choose from the options given.',
          'Story: is required.',
          'Age: must be a whole number.',
        ].join('\n'),
      );
    spec([])
      .when(answers({ Habits: 'Yes', Story: ['a'], Age: 'x'.repeat(256) }))
      .thenRejects(
        'evaluation_answers_invalid',
        ['Feel: is required.', 'Story: must be text.', 'Age: must be at most 255 characters.'].join('\n'),
      );
    spec([])
      .when(answers({ ...command.answers, Old: 'x' }))
      .thenRejects('evaluation_answers_invalid', 'Answers name a question this evaluation does not ask.');
    spec([])
      .when(answers({ ...command.answers, Feel: ['Yes'] }))
      .thenRejects('evaluation_answers_invalid', 'Feel: choose one of the options given.');
    spec([])
      .when(answers({ ...command.answers, Story: 'x'.repeat(5001) }))
      .thenRejects('evaluation_answers_invalid', 'Story: must be at most 5000 characters.');
  });

  it('reads a decimal text box as a number', () => {
    const decimal = [q('Weight', 'TEXTBOX', { dataType: 'decimal' })];
    spec([])
      .when({ ...command, questions: decimal, answers: { Weight: 'heavy' } })
      .thenRejects('evaluation_answers_invalid', 'Weight: must be a number.');
    spec([])
      .when({ ...command, questions: decimal, answers: { Weight: '71.5' } })
      .then([{ type: 'UserEvaluationAnswered', data: { ...answered.data, answers: [{ questionId: 'Weight', value: '71.5' }] } }]);
  });
});
