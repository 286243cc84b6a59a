import { describe, expect, it } from 'vitest';
import { birthYears, isoFromParts, partsFromIso } from './birth-date';

describe('birth date selects', () => {
  it('offers years 13 to 119 years back', () => {
    const years = birthYears('2026-11-23');
    expect(years[0]).toBe(2013);
    expect(years.at(-1)).toBe(1907);
  });

  it('pads day and month and sends YYYY-MM-DD once complete', () => {
    expect(isoFromParts({ month: '4', day: '7', year: '1990' })).toBe('1990-04-07');
    expect(isoFromParts({ month: '4', day: '', year: '1990' })).toBeNull();
    expect(partsFromIso('1990-04-07')).toEqual({ month: '4', day: '7', year: '1990' });
  });
});
