import { describe, expect, it } from 'vitest';
import { dateInTimeZone, isIsoDate, isoWeekday, isWeekend, weekdayFromSunday } from './dates.js';

describe('dates', () => {
  it("gives today's date in the site's time zone", () => {
    const instant = new Date('2026-11-22T03:30:00Z');
    expect(dateInTimeZone(instant, 'UTC')).toBe('2026-11-22');
    expect(dateInTimeZone(instant, 'America/New_York')).toBe('2026-11-21');
    expect(dateInTimeZone(instant, 'America/New_York')).toBe('2026-11-21');
    expect(dateInTimeZone(instant, 'Asia/Tokyo')).toBe('2026-11-22');
  });

  it('turns the date at midnight to the millisecond, remembered answers included', () => {
    expect(dateInTimeZone(new Date('2026-11-22T04:59:59.000Z'), 'America/New_York')).toBe('2026-11-21');
    expect(dateInTimeZone(new Date('2026-11-22T04:59:59.999Z'), 'America/New_York')).toBe('2026-11-21');
    expect(dateInTimeZone(new Date('2026-11-22T05:00:00.000Z'), 'America/New_York')).toBe('2026-11-22');
    expect(dateInTimeZone(new Date('2026-11-22T04:59:59.999Z'), 'America/New_York')).toBe('2026-11-21');
    expect(dateInTimeZone(new Date('2026-11-22T05:00:00.500Z'), 'America/New_York')).toBe('2026-11-22');
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-05')).toBe(false);
  });

  it('knows weekends', () => {
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
  });

  it('names the weekday of any day, before 1970 and across leap days', () => {
    const days = ['1969-12-31', '1970-01-01', '2000-02-29', '2024-03-01', '2026-11-23', '1900-01-01', '2026-11-22'];
    expect(days.map(weekdayFromSunday)).toEqual([3, 4, 2, 5, 1, 1, 0]);
    expect(days.map(isoWeekday)).toEqual([3, 4, 2, 5, 1, 1, 7]);
  });
});
