import { describe, expect, it } from 'vitest';
import type { Entry } from '../api/get-entry-weeks';
import {
  BLANK_ACTIVITY_ROW,
  changeActivityRow,
  draftFromEntry,
  entryBody,
  hasEntryDraftErrors,
  isActivityRowComplete,
  isDraftChanged,
  removeActivityRow,
  validateEntryDraft,
  withBlankRow,
  type EntryDraft,
} from './entry-draft';

const context = { today: '2026-11-22', siteYears: [2025, 2026], exerciseActivityIds: ['walk', 'swim', 'bike', 'yoga', 'row'] };
const blank: EntryDraft = { steps: '', minutes: '', activities: [BLANK_ACTIVITY_ROW] };
const chosen = (activityId: string, minutes = '') => ({ activityId, minutes });

describe('activity rows', () => {
  it('are complete with no activity, or with both an activity and a value', () => {
    expect(isActivityRowComplete(BLANK_ACTIVITY_ROW)).toBe(true);
    expect(isActivityRowComplete(chosen('walk', '30'))).toBe(true);
    expect(isActivityRowComplete(chosen('walk'))).toBe(false);
  });

  it('gain a new blank row once one is chosen', () => {
    const draft = changeActivityRow(blank, 0, { activityId: 'walk' });
    expect(draft.activities).toEqual([chosen('walk'), BLANK_ACTIVITY_ROW]);
  });

  it('stop at four rows', () => {
    const four = withBlankRow([chosen('walk', '1'), chosen('swim', '2'), chosen('bike', '3'), chosen('yoga', '4')]);
    expect(four).toHaveLength(4);
    expect(withBlankRow([chosen('walk', '1'), chosen('swim', '2'), chosen('bike', '3')])).toHaveLength(4);
  });

  it('keep a blank row after one is removed', () => {
    const draft = { ...blank, activities: withBlankRow([chosen('walk', '1')]) };
    expect(removeActivityRow(draft, 0).activities).toEqual([BLANK_ACTIVITY_ROW]);
  });
});

describe('draftFromEntry', () => {
  it('orders activities by sequence and adds the blank row', () => {
    const entry: Entry = {
      id: 'e1',
      user_id: 'u1',
      recorded_on: '2026-11-20',
      exercise_steps: 5000,
      exercise_minutes: 20,
      steps_from_minutes: 2000,
      total_steps: 7000,
      goal_steps: 10000,
      manually_recorded: true,
      entry_exercise_activities: [
        { exercise_activity_id: 'swim', name: 'Swim', value: 15, sequence: 2 },
        { exercise_activity_id: 'walk', name: 'Walk', value: 30, sequence: 1 },
      ],
      revision: 1,
      updated_at: '2026-11-20T10:00:00Z',
    };
    expect(draftFromEntry(entry)).toEqual({
      steps: '5000',
      minutes: '20',
      activities: [chosen('walk', '30'), chosen('swim', '15'), BLANK_ACTIVITY_ROW],
    });
  });

  it('starts a day without an entry blank', () => {
    expect(draftFromEntry(undefined)).toEqual(blank);
  });
});

describe('validateEntryDraft', () => {
  it('accepts a blank day and a full one', () => {
    expect(hasEntryDraftErrors(validateEntryDraft(blank, '2026-11-22', context))).toBe(false);
    const draft = { steps: '100000', minutes: '1440', activities: [chosen('walk', '30'), BLANK_ACTIVITY_ROW] };
    expect(hasEntryDraftErrors(validateEntryDraft(draft, '2026-11-22', context))).toBe(false);
  });

  it("names too many steps with the server's message", () => {
    const errors = validateEntryDraft({ ...blank, steps: '200000' }, '2026-11-22', context);
    expect(errors.steps).toBe('Steps must be a whole number from 0 to 100,000.');
    expect(errors.minutes).toBeUndefined();
  });

  it('names too many minutes', () => {
    expect(validateEntryDraft({ ...blank, minutes: '1441' }, '2026-11-22', context).minutes).toBe(
      'Exercise minutes must be a whole number from 0 to 1,440.',
    );
  });

  it('puts an incomplete activity row error on that row', () => {
    const draft = { ...blank, activities: [chosen('walk', '30'), chosen('swim'), BLANK_ACTIVITY_ROW] };
    const errors = validateEntryDraft(draft, '2026-11-22', context);
    expect(errors.activities).toEqual({ 1: 'Each chosen activity needs its minutes.' });
    expect(errors.form).toEqual([]);
  });

  it('rejects zero activity minutes and days in the future', () => {
    const draft = { ...blank, activities: [chosen('walk', '0')] };
    const errors = validateEntryDraft(draft, '2026-11-23', context);
    expect(errors.activities[0]).toBe('Activity minutes must be a whole number from 1 to 1,440.');
    expect(errors.form).toEqual(["You can't log activity for a day that hasn't happened yet."]);
  });

  it('rejects a fifth activity', () => {
    const draft = { ...blank, activities: ['walk', 'swim', 'bike', 'yoga', 'row'].map((id) => chosen(id, '5')) };
    expect(validateEntryDraft(draft, '2026-11-22', context).form).toEqual(['You can log at most 4 exercise activities a day.']);
  });
});

describe('entryBody and isDraftChanged', () => {
  it('sends whole numbers and only chosen rows', () => {
    const draft = { steps: '', minutes: '15', activities: [chosen('walk', '30'), BLANK_ACTIVITY_ROW] };
    expect(entryBody('2026-11-22', draft)).toEqual({
      recorded_on: '2026-11-22',
      exercise_steps: 0,
      exercise_minutes: 15,
      entry_exercise_activities: [{ exercise_activity_id: 'walk', value: 30 }],
    });
  });

  it('sees no change between an empty field and zero, or in blank rows', () => {
    expect(isDraftChanged({ ...blank, steps: '0' }, blank)).toBe(false);
    expect(isDraftChanged({ ...blank, activities: [BLANK_ACTIVITY_ROW, BLANK_ACTIVITY_ROW] }, blank)).toBe(false);
    expect(isDraftChanged({ ...blank, steps: '12' }, blank)).toBe(true);
  });
});
