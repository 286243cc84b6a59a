import { describe, expect, it } from 'vitest';
import { eopWeeks } from './eop-weeks.js';

describe('eopWeeks', () => {
  it('cuts the calendar weeks to a program that starts and ends mid-week', () => {
    // Saturday 2026-08-01 to Wednesday 2026-08-19.
    expect(eopWeeks('2026-08-01', '2026-08-19')).toEqual([
      { monday: '2026-07-27', start: '2026-08-01', end: '2026-08-02', partial: true },
      { monday: '2026-08-03', start: '2026-08-03', end: '2026-08-09', partial: false },
      { monday: '2026-08-10', start: '2026-08-10', end: '2026-08-16', partial: false },
      { monday: '2026-08-17', start: '2026-08-17', end: '2026-08-19', partial: true },
    ]);
  });

  it('gives whole weeks for a program from a Monday to a Sunday, across a year end', () => {
    expect(eopWeeks('2026-12-28', '2027-01-10')).toEqual([
      { monday: '2026-12-28', start: '2026-12-28', end: '2027-01-03', partial: false },
      { monday: '2027-01-04', start: '2027-01-04', end: '2027-01-10', partial: false },
    ]);
  });

  it('gives one partial week for a program inside a week, and none for an empty period', () => {
    expect(eopWeeks('2026-11-04', '2026-11-05')).toEqual([{ monday: '2026-11-02', start: '2026-11-04', end: '2026-11-05', partial: true }]);
    expect(eopWeeks('2026-11-05', '2026-11-04')).toEqual([]);
  });
});
