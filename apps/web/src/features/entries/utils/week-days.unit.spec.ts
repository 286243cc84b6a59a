import { describe, expect, it } from 'vitest';
import { daysToLog, weekTitle } from './week-days';

describe('daysToLog', () => {
  it('lists the week newest first, up to today', () => {
    expect(daysToLog({ from_date: '2026-11-16', to_date: '2026-11-22' }, 2026, '2026-11-19')).toEqual([
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
    ]);
  });

  it("keeps to the page's year when a week crosses New Year", () => {
    expect(daysToLog({ from_date: '2025-12-29', to_date: '2026-01-04' }, 2026, '2026-11-22')).toEqual([
      '2026-01-04',
      '2026-01-03',
      '2026-01-02',
      '2026-01-01',
    ]);
    expect(daysToLog({ from_date: '2025-12-29', to_date: '2026-01-04' }, 2025, '2026-11-22')).toEqual([
      '2025-12-31',
      '2025-12-30',
      '2025-12-29',
    ]);
  });
});

describe('weekTitle', () => {
  it('names the ISO week numbers', () => {
    expect(weekTitle({ week_numbers: [47] })).toBe('Week 47');
  });
});
