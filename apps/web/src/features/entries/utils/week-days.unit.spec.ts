import { describe, expect, it } from 'vitest';
import type { Entry } from '../api/get-entry-weeks';
import { daysToLog, thisWeekDays, weekTitle, weeksToShow, WEEKS_PER_PAGE } from './week-days';

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

describe('weeksToShow (the log page loads older weeks on demand)', () => {
  const year = Array.from({ length: 52 }, (_, index) => index);

  it('opens with a few recent weeks, not the whole year', () => {
    const { visible, hidden } = weeksToShow(year, WEEKS_PER_PAGE);
    expect(visible).toEqual([0, 1, 2, 3]);
    expect(hidden).toBe(48);
  });

  it('shows more on demand, and never more than there are', () => {
    expect(weeksToShow(year, 8).visible).toHaveLength(8);
    expect(weeksToShow([0, 1], WEEKS_PER_PAGE)).toEqual({ visible: [0, 1], hidden: 0 });
  });
});

describe('thisWeekDays', () => {
  it("marks the logged days of today's week, none after today", () => {
    const entry = {} as Entry;
    const byDay = new Map([
      ['2026-11-23', entry],
      ['2026-11-25', entry],
    ]);
    expect(thisWeekDays('2026-11-25', byDay)).toEqual([
      { day: '2026-11-23', logged: true },
      { day: '2026-11-24', logged: false },
      { day: '2026-11-25', logged: true },
      { day: '2026-11-26', logged: false },
      { day: '2026-11-27', logged: false },
      { day: '2026-11-28', logged: false },
      { day: '2026-11-29', logged: false },
    ]);
  });
});
