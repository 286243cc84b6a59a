import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, endOfIsoWeek, endOfMonth, isoWeekday, startOfIsoWeek } from './dates';

describe('ISO weeks', () => {
  it('run Monday to Sunday', () => {
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(startOfIsoWeek('2026-11-22')).toBe('2026-11-16');
    expect(endOfIsoWeek('2026-11-16')).toBe('2026-11-22');
  });

  it('cross year ends', () => {
    expect(startOfIsoWeek('2026-01-01')).toBe('2025-12-29');
    expect(endOfIsoWeek('2025-12-29')).toBe('2026-01-04');
  });
});

describe('months', () => {
  it('know their last day, leap years included', () => {
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
  });

  it('step across years', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
  });
});

describe('daysBetween', () => {
  it('lists every day inclusive, oldest first', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
