import { describe, expect, it } from 'vitest';
import { defaultYear, parseSiteYear, visibleYears } from './site-years';

const site = { years: [2025, 2026], current_date: '2026-11-22' };

describe('defaultYear', () => {
  it('is the current year when the site runs it', () => {
    expect(defaultYear(site)).toBe(2026);
  });

  it('is the latest past year after the program ended, else the first year', () => {
    expect(defaultYear({ ...site, current_date: '2027-02-01' })).toBe(2026);
    expect(defaultYear({ ...site, current_date: '2024-12-01' })).toBe(2025);
  });
});

describe('visibleYears', () => {
  it('hides years that ended before the start date, newest first', () => {
    expect(visibleYears(site, '2026-03-01')).toEqual([2026]);
    expect(visibleYears(site, null)).toEqual([2026, 2025]);
  });
});

describe('parseSiteYear', () => {
  it("accepts only the site's years", () => {
    expect(parseSiteYear('2025', site.years)).toBe(2025);
    expect(parseSiteYear('2024', site.years)).toBeNull();
    expect(parseSiteYear('20x5', site.years)).toBeNull();
    expect(parseSiteYear(undefined, site.years)).toBeNull();
  });
});
