import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, isoWeekday, isoWeekKey, isoWeekOf, isoWeekStart, isoWeekStartsBetween, weekdayFromSunday } from './dates.js';

const isoDates = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('ISO calendar', () => {
  it.each([
    ['2026-01-01', '2025-12-29', '2026-W01'],
    ['2025-12-28', '2025-12-22', '2025-W52'],
    ['2021-01-03', '2020-12-28', '2020-W53'],
    ['2024-12-30', '2024-12-30', '2025-W01'],
    ['2026-12-31', '2026-12-28', '2026-W53'],
  ])('%s is in the week starting %s (%s)', (date, monday, key) => {
    expect(isoWeekStart(date)).toBe(monday);
    expect(isoWeekKey(isoWeekOf(date))).toBe(key);
  });

  it('starts every week on the Monday at most six days before', () => {
    fc.assert(
      fc.property(isoDates, (date) => {
        const monday = isoWeekStart(date);
        expect(weekdayFromSunday(monday)).toBe(1);
        expect(isoWeekday(monday)).toBe(1);
        expect(monday <= date && date <= addDays(monday, 6)).toBe(true);
        expect(isoWeekOf(date)).toEqual(isoWeekOf(monday));
      }),
    );
  });

  it('lists the Mondays of the weeks overlapping a range', () => {
    expect(isoWeekStartsBetween('2026-01-01', '2026-01-12')).toEqual(['2025-12-29', '2026-01-05', '2026-01-12']);
    expect(isoWeekStartsBetween('2026-01-12', '2026-01-01')).toEqual([]);
  });
});
