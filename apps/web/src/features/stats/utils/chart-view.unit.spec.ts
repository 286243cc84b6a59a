import { describe, expect, it } from 'vitest';
import { chartRange, chartTitle, parseChartView, shiftChartView, switchChartPeriod } from './chart-view';

const today = '2026-11-22';
const search = (query: string) => new URLSearchParams(query);

describe('parseChartView', () => {
  it("opens on the week holding today, in this year's stats", () => {
    expect(parseChartView(search(''), 2026, today)).toEqual({ period: 'week', start: '2026-11-16' });
  });

  it("opens a past year's stats on its last week", () => {
    expect(parseChartView(search(''), 2025, today)).toEqual({ period: 'week', start: '2025-12-29' });
  });

  it('normalises a date to the start of its period and ignores dates outside the year', () => {
    expect(parseChartView(search('period=month&date=2026-03-17'), 2026, today)).toEqual({ period: 'month', start: '2026-03-01' });
    expect(parseChartView(search('period=month&date=2027-03-17'), 2026, today)).toEqual({ period: 'month', start: '2026-11-01' });
    expect(parseChartView(search('period=decade'), 2026, today).period).toBe('week');
  });
});

describe('chartRange and chartTitle', () => {
  it('cover Monday to Sunday, a calendar month, or the year', () => {
    expect(chartRange({ period: 'week', start: '2026-11-16' })).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(chartRange({ period: 'month', start: '2026-02-01' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(chartTitle({ period: 'week', start: '2026-11-16' })).toBe('Nov 16 – Nov 22, 2026');
    expect(chartTitle({ period: 'month', start: '2026-02-01' })).toBe('Feb 2026');
  });
});

describe('shiftChartView', () => {
  it('moves by 7 days or 1 month', () => {
    expect(shiftChartView({ period: 'week', start: '2026-11-09' }, 1, 2026, today)).toEqual({ period: 'week', start: '2026-11-16' });
    expect(shiftChartView({ period: 'month', start: '2026-03-01' }, -1, 2026, today)).toEqual({ period: 'month', start: '2026-02-01' });
  });

  it('stops at the start of the year and at today', () => {
    expect(shiftChartView({ period: 'week', start: '2026-11-16' }, 1, 2026, today)).toBeNull();
    expect(shiftChartView({ period: 'week', start: '2025-12-29' }, -1, 2026, today)).toBeNull();
    expect(shiftChartView({ period: 'month', start: '2026-01-01' }, -1, 2026, today)).toBeNull();
  });

  it('keeps the days in view when the period changes', () => {
    expect(switchChartPeriod({ period: 'week', start: '2026-11-16' }, 'month')).toEqual({ period: 'month', start: '2026-11-01' });
  });
});
