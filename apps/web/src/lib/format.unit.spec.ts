import { describe, expect, it } from 'vitest';
import { formatDate, formatNotificationTime, formatNumber, formatShortDate, truncateMenuName } from './format';

describe('formatNumber', () => {
  it('leaves numbers below 10000 without separators', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(9999)).toBe('9999');
  });

  it('adds comma separators from 10000', () => {
    expect(formatNumber(10_000)).toBe('10,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(-25_000)).toBe('-25,000');
  });
});

describe('date formats', () => {
  it('writes general dates as MM/dd/yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
  });

  it("writes stats dates as 'MMM D'", () => {
    expect(formatShortDate('2026-11-02')).toBe('Nov 2');
  });

  it("writes notification times as 'M/d, h:mma' in local time", () => {
    expect(formatNotificationTime(new Date(2026, 10, 22, 15, 4).toISOString())).toBe('11/22, 3:04PM');
    expect(formatNotificationTime(new Date(2026, 0, 5, 0, 30).toISOString())).toBe('1/5, 12:30AM');
  });
});

describe('truncateMenuName', () => {
  it('keeps names of up to 13 characters and shortens longer ones to 13', () => {
    expect(truncateMenuName('Notifications')).toBe('Notifications');
    expect(truncateMenuName('Program Reports Extra')).toBe('Program Repo…');
    expect(truncateMenuName('Program Reports Extra')).toHaveLength(13);
  });
});
