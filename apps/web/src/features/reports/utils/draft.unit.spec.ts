import type { Report, ReportField } from '@wellway/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddFilter,
  draftOf,
  evaluationChoices,
  groupFields,
  groupReports,
  newDraft,
  runBodyOf,
  switchLayout,
  toggleField,
  withField,
} from './draft';

const field = (id: string, category: string, display_name = id): ReportField => ({
  id,
  display_name,
  category,
  type: 'text',
  privacy: 'person',
});
const fields = [field('steps', 'Program', 'Steps'), field('first_name', 'Participant', 'First Name'), field('q1', 'Evaluation 1', 'Q1')];
const report = (over: Partial<Report>): Report => ({
  id: 'r1',
  name: 'R',
  report_type: 'Simple',
  fields: ['first_name'],
  filters: [{ field: 'first_name', sign: 'is', value: 'Ann' }],
  sql: null,
  parent: null,
  created_by_master: false,
  group: 'Default',
  site_id: 's1',
  can_delete: false,
  can_save: false,
  ...over,
});
const scope = { minDate: '', maxDate: '2026-01-31', topLevelLocation: null, location: 'l2', evaluationId: null };

describe('the report draft (spec 3 §4, §5)', () => {
  it('clears the SQL when the layout switches to Simple and the filters when it switches to SQL', () => {
    const draft = { ...draftOf(report({})), sql: 'select 1' };
    expect(switchLayout(draft, 'SQL')).toMatchObject({ report_type: 'SQL', filters: [], sql: 'select 1' });
    expect(switchLayout(draft, 'Simple')).toBe(draft);
    expect(switchLayout({ ...draft, report_type: 'SQL' }, 'Simple')).toMatchObject({ report_type: 'Simple', sql: '' });
  });

  it('keeps at least one field', () => {
    expect(toggleField(['a'], 'a')).toEqual(['a']);
    expect(toggleField(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleField(['a'], 'b')).toEqual(['a', 'b']);
    expect(newDraft(fields).fields).toEqual(['steps']);
  });

  it('adds a filter only when every existing one is complete ("between" needs both dates)', () => {
    expect(canAddFilter([])).toBe(true);
    expect(canAddFilter([{ field: 'steps', sign: '>', value: '' }])).toBe(false);
    expect(canAddFilter([{ field: 'started_on', sign: 'between', value: '2026-01-01,' }])).toBe(false);
    expect(canAddFilter([{ field: 'started_on', sign: 'between', value: '2026-01-01,2026-01-31' }])).toBe(true);
  });

  it('starts a date field at "between" and resets the value when the field changes kind', () => {
    expect(withField({ field: '', sign: 'is', value: '' }, 'started_on')).toEqual({ field: 'started_on', sign: 'between', value: '' });
    expect(withField({ field: 'first_name', sign: 'starts with', value: 'A' }, 'last_name')).toEqual({
      field: 'last_name',
      sign: 'starts with',
      value: 'A',
    });
    expect(withField({ field: 'started_on', sign: 'between', value: '2026-01-01,2026-01-02' }, 'steps')).toEqual({
      field: 'steps',
      sign: 'is',
      value: '',
    });
  });

  it("groups fields by category in the spec's order and searches their names", () => {
    expect(groupFields(fields, '').map((group) => group.category)).toEqual(['Participant', 'Evaluation 1', 'Program']);
    expect(groupFields(fields, 'ste')).toEqual([{ category: 'Program', fields: [fields[0]] }]);
  });

  it('lists default reports before custom ones', () => {
    const groups = groupReports([report({ id: 'c', group: 'Custom' }), report({ id: 'd' })]);
    expect(groups.map((group) => [group.group, group.reports.map((entry) => entry.id)])).toEqual([
      ['Default', ['d']],
      ['Custom', ['c']],
    ]);
  });

  it('runs a simple report with its fields and complete filters, a SQL report with its text', () => {
    const draft = { ...draftOf(report({})), filters: [...draftOf(report({})).filters, { field: 'steps', sign: '>' as const, value: '' }] };
    expect(runBodyOf(draft, scope)).toEqual({
      min_date: null,
      max_date: '2026-01-31',
      top_level_location: null,
      location: 'l2',
      evaluation_definition_id: null,
      field: ['first_name'],
      filter: [{ field: 'first_name', sign: 'is', value: 'Ann' }],
    });
    expect(runBodyOf({ ...draft, report_type: 'SQL', sql: 'select 1' }, scope)).toMatchObject({ sql: 'select 1' });
    expect(runBodyOf(draft, { ...scope, evaluationId: 'e1' })).toMatchObject({ evaluation_definition_id: 'e1' });
  });

  it("offers each evaluation the fields name, once, under its category's name", () => {
    const questions = [
      field('evaluation:e1:q1', 'Evaluation 1'),
      field('evaluation:e1:q2', 'Evaluation 1'),
      field('evaluation:e2:q1', 'Evaluation 2'),
    ];
    expect(evaluationChoices([...fields, ...questions])).toEqual([
      { id: 'e1', label: 'Evaluation 1' },
      { id: 'e2', label: 'Evaluation 2' },
    ]);
    expect(evaluationChoices(fields)).toEqual([]);
  });
});
