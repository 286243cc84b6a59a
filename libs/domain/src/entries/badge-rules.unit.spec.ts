import { describe, expect, it } from 'vitest';
import { assembleBadgeRules } from '../badges/rules.js';
import type { EntryEvent } from './events.js';
import { entryBadgeRules } from './badge-rules.js';

const rules = assembleBadgeRules<EntryEvent>([entryBadgeRules]);
const entry = (recordedOn: string, exerciseSteps: number, exerciseMinutes = 0, type: EntryEvent['type'] = 'EntryLogged'): EntryEvent => ({
  type,
  data: { entryId: 'e', userId: 'u-1', siteId: 's-1', recordedOn, exerciseSteps, exerciseMinutes, activities: [], manuallyRecorded: true },
});
const counted = (event: EntryEvent) => rules.countsOf(event).map(({ category, amount, key, year }) => ({ category, amount, key, year }));

describe('entry badge rules', () => {
  it('counts a weekday once towards days logged and its total steps towards distance traveled, keyed by the day', () => {
    expect(counted(entry('2026-11-18', 5_000, 30))).toEqual([
      { category: 'days_logged', amount: 1, key: '2026-11-18', year: 2026 },
      { category: 'distance_traveled', amount: 8_000, key: '2026-11-18', year: 2026 },
    ]);
  });

  it('counts a Saturday or Sunday towards weekends logged too', () => {
    expect(counted(entry('2026-11-21', 100)).map((count) => count.category)).toEqual([
      'days_logged',
      'weekends_logged',
      'distance_traveled',
    ]);
    expect(counted(entry('2026-11-22', 100)).map((count) => count.category)).toContain('weekends_logged');
  });

  it('counts a day changed to nothing as 0, replacing what it counted before', () => {
    expect(counted(entry('2026-11-21', 0, 0, 'EntryChanged'))).toEqual([
      { category: 'days_logged', amount: 0, key: '2026-11-21', year: 2026 },
      { category: 'weekends_logged', amount: 0, key: '2026-11-21', year: 2026 },
      { category: 'distance_traveled', amount: 0, key: '2026-11-21', year: 2026 },
    ]);
  });

  it('counts in the year of the day recorded', () => {
    expect(counted(entry('2025-12-31', 10)).every((count) => count.year === 2025)).toBe(true);
  });
});
