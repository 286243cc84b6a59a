import { describe, expect, it } from 'vitest';
import type { SiteEvaluation } from '@wellway/contracts';
import { blankQuestion, bodyOf, draftOf, moved, scheduleText, withInitial, withMode } from './draft';

const evaluation: SiteEvaluation = {
  id: 'e1',
  site_id: null,
  parent_id: null,
  name: 'Registration',
  is_initial_evaluation: true,
  days_from_start: 0,
  start_date: null,
  end_date: null,
  site_evaluation_questions: [
    {
      id: 'q2',
      site_evaluation_id: 'e1',
      is_active: true,
      sequence: 2,
      options: '',
      prompt_type: 'TEXTAREA',
      name: 'Goals?',
      data_type: 'string',
    },
    {
      id: 'q1',
      site_evaluation_id: 'e1',
      is_active: false,
      sequence: 1,
      options: 'Yes|No',
      prompt_type: 'DROPDOWN',
      name: 'Active?',
      data_type: 'string',
    },
  ],
};

describe('evaluation editor draft', () => {
  it('shows options one per line and questions in sequence; a new one copies a default without ids', () => {
    const draft = draftOf(evaluation);
    expect(draft.questions.map((q) => [q.id, q.optionsText])).toEqual([
      ['q1', 'Yes\nNo'],
      ['q2', ''],
    ]);
    const copy = draftOf(evaluation, true);
    expect(copy.questions.map((q) => q.id)).toEqual([null, null]);
    expect(copy.is_initial_evaluation).toBe(false);
  });

  it('clears the other schedule when one is chosen', () => {
    const dates = withMode({ ...draftOf(evaluation), start_date: '2026-01-01', end_date: '2026-01-31' }, 'dates');
    expect([dates.days_from_start, dates.start_date]).toEqual(['', '2026-01-01']);
    const days = withMode(dates, 'days');
    expect([days.start_date, days.end_date]).toEqual(['', '']);
  });

  it('forces an initial evaluation to Registration at day 0', () => {
    const initial = withInitial({ ...draftOf(null), name: 'X', mode: 'dates', start_date: '2026-01-01' }, true);
    expect(initial).toMatchObject({
      name: 'Registration',
      mode: 'days',
      days_from_start: '0',
      start_date: '',
      is_initial_evaluation: true,
    });
  });

  it('sends options joined by |, sequence in the order shown, only the chosen schedule', () => {
    const draft = { ...draftOf(evaluation), mode: 'dates' as const, days_from_start: '', start_date: '2026-02-01', end_date: '2026-02-28' };
    const question = { ...blankQuestion('CHECKBOX'), name: ' Habits ', optionsText: 'Walk\n\n Yoga \n' };
    const body = bodyOf({ ...draft, questions: moved([...draft.questions, question], 2, -1) });
    expect(body).toMatchObject({ days_from_start: null, start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(body.site_evaluation_questions.map((q) => [q.sequence, q.name, q.options])).toEqual([
      [1, 'Active?', 'Yes|No'],
      [2, 'Habits', 'Walk|Yoga'],
      [3, 'Goals?', ''],
    ]);
    expect(body.site_evaluation_questions[1]).not.toHaveProperty('id');
  });

  it('describes a schedule', () => {
    expect(scheduleText(evaluation)).toBe('Day 0 from start');
    expect(scheduleText({ days_from_start: null, start_date: '2026-12-01', end_date: '2026-12-31' })).toBe('2026-12-01 to 2026-12-31');
  });
});
