import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { siteEvaluationDecider } from './decider.js';
import type { SiteEvaluationCreated, SiteEvaluationDetails, SiteEvaluationIdentity, SiteEvaluationQuestion } from './events.js';

const question = (id: string, over: Partial<SiteEvaluationQuestion> = {}): SiteEvaluationQuestion => ({
  id,
  name: `Prompt ${id}`,
  promptType: 'TEXTBOX',
  options: [],
  isActive: true,
  sequence: 1,
  dataType: 'string',
  ...over,
});
const details: SiteEvaluationDetails = {
  name: 'Check-in',
  isInitialEvaluation: false,
  daysFromStart: 30,
  startDate: null,
  endDate: null,
  questions: [question('q1')],
};
const identity: SiteEvaluationIdentity = { siteEvaluationId: 'e1', siteId: 's1', parentId: null };
const created: SiteEvaluationCreated = { type: 'SiteEvaluationCreated', data: { ...identity, ...details } };
const spec = specFor(siteEvaluationDecider);
const save = (d: Partial<SiteEvaluationDetails>, id: SiteEvaluationIdentity = identity) =>
  ({ type: 'SaveSiteEvaluation', evaluation: id, details: { ...details, ...d } }) as const;

describe('site evaluation decider', () => {
  it('creates, then updates in place, keeping its identity', () => {
    spec([]).when(save({})).then([created]);
    spec([created])
      .when(save({ name: ' Renamed ' }, { ...identity, parentId: 'ignored' }))
      .then([{ type: 'SiteEvaluationUpdated', data: { ...identity, ...details, name: 'Renamed' } }]);
  });

  it("refuses another site's save or delete as not found", () => {
    spec([created])
      .when(save({}, { ...identity, siteId: 's2' }))
      .thenRejects('site_evaluation_not_found', 'Site Evaluation could not be loaded.');
    spec([created])
      .when({ type: 'DeleteSiteEvaluation', siteEvaluationId: 'e1', siteId: null })
      .thenRejects('site_evaluation_not_found', 'Site Evaluation could not be loaded.');
    spec([])
      .when({ type: 'DeleteSiteEvaluation', siteEvaluationId: 'e1', siteId: 's1' })
      .thenRejects('site_evaluation_not_found', 'Site Evaluation could not be loaded.');
  });

  it('deletes (resets) once; a deleted copy saved again is created anew', () => {
    const deleted = { type: 'SiteEvaluationDeleted' as const, data: identity };
    spec([created]).when({ type: 'DeleteSiteEvaluation', siteEvaluationId: 'e1', siteId: 's1' }).then([deleted]);
    spec([created, deleted])
      .when({ type: 'DeleteSiteEvaluation', siteEvaluationId: 'e1', siteId: 's1' })
      .thenRejects('site_evaluation_not_found', 'Site Evaluation could not be loaded.');
    spec([created, deleted]).when(save({})).then([created]);
  });

  it('forces an initial evaluation to Registration at day 0', () => {
    spec([])
      .when(save({ isInitialEvaluation: true, name: 'Whatever', daysFromStart: null, startDate: '2026-01-01', endDate: '2026-02-01' }))
      .then([
        {
          type: 'SiteEvaluationCreated',
          data: { ...identity, ...details, isInitialEvaluation: true, name: 'Registration', daysFromStart: 0 },
        },
      ]);
  });

  it('takes exactly one scheduling mode', () => {
    const reject = (d: Partial<SiteEvaluationDetails>, message: string) =>
      spec([]).when(save(d)).thenRejects('site_evaluation_invalid', message);
    reject({ daysFromStart: null }, 'Choose when the evaluation is given: days from start, or a start date and an end date.');
    reject({ startDate: '2026-01-01', endDate: '2026-01-31' }, 'Choose days from start or a date range, not both.');
    reject({ daysFromStart: -1 }, 'Days from start must be a whole number from 0 to 3650.');
    reject({ daysFromStart: 1.5 }, 'Days from start must be a whole number from 0 to 3650.');
    reject({ daysFromStart: null, startDate: '2026-02-30', endDate: '2026-03-01' }, 'Start date must be a date.');
    reject({ daysFromStart: null, startDate: '2026-02-01', endDate: null }, 'End date must be a date on or after the start date.');
    reject({ daysFromStart: null, startDate: '2026-02-01', endDate: '2026-01-31' }, 'End date must be a date on or after the start date.');
    spec([])
      .when(save({ daysFromStart: null, startDate: '2026-02-01', endDate: '2026-02-01' }))
      .then([
        {
          type: 'SiteEvaluationCreated',
          data: { ...identity, ...details, daysFromStart: null, startDate: '2026-02-01', endDate: '2026-02-01' },
        },
      ]);
  });

  it('names every problem of the name and the questions, one per line', () => {
    spec([])
      .when(
        save({
          name: ' ',
          questions: [
            question('a', { name: '', sequence: 1 }),
            question('b', { promptType: 'DROPDOWN', options: [' ', ''], sequence: 2 }),
            question('c', { promptType: 'CHECKBOX', options: ['a|b', 'x', 'x'], sequence: 3 }),
          ],
        }),
      )
      .thenRejects(
        'site_evaluation_invalid',
        [
          'Name is required.',
          'Question 1: a prompt is required.',
          'Question 2: add at least one option, one per line.',
          "Question 3: an option cannot contain '|'.",
          'Question 3: each option appears once.',
        ].join('\n'),
      );
    spec([])
      .when(save({ name: 'x'.repeat(101) }))
      .thenRejects('site_evaluation_invalid', 'Name must be at most 100 characters.');
    spec([])
      .when(save({ questions: [question('a'), question('a')] }))
      .thenRejects('site_evaluation_invalid', 'Each question appears once.');
    const many = Array.from({ length: 101 }, (_, i) => question(`q${i}`, { sequence: i }));
    spec([])
      .when(save({ questions: many }))
      .thenRejects('site_evaluation_invalid', 'An evaluation has at most 100 questions.');
  });

  it('orders questions by sequence, numbers them 1…n, trims options and keeps them only on choice questions', () => {
    const [event] = siteEvaluationDecider.decide(
      save({
        questions: [
          question('late', { sequence: 9, promptType: 'TEXTAREA', options: ['dropped'], dataType: 'integer' }),
          question('early', { sequence: 3, promptType: 'DROPDOWN', options: [' Yes ', '', 'No'] }),
          question('off', { sequence: 5, isActive: false }),
        ],
      }),
      siteEvaluationDecider.initialState(),
    );
    expect(event?.type === 'SiteEvaluationCreated' && event.data.questions).toEqual([
      question('early', { sequence: 1, promptType: 'DROPDOWN', options: ['Yes', 'No'] }),
      question('off', { sequence: 2, isActive: false }),
      question('late', { sequence: 3, promptType: 'TEXTAREA', options: [], dataType: 'string' }),
    ]);
  });
});
