import { describe, expect, it } from 'vitest';
import { afterSave, isNonDefault, isUnsaved, pickerValue, reverted, themeRows, variablesOf } from './theme-rows';

const defaults = [
  { variable: '--color-primary', value: '#0b5cad', description: 'Buttons' },
  { variable: '--color-bg', value: '#f4f6f8', description: 'Page' },
];

describe('theme editor rows', () => {
  it('holds working, saved and default values, comparing case-insensitively', () => {
    const rows = themeRows(defaults, [{ variable: '--color-primary', value: '#AA3300' }]);
    expect(rows[0]).toMatchObject({ saved: '#AA3300', working: '#AA3300', defaultValue: '#0b5cad' });
    expect(isNonDefault(rows[0]!)).toBe(true);
    expect(isNonDefault({ ...rows[1]!, working: '#F4F6F8' })).toBe(false);
    expect(isUnsaved({ ...rows[0]!, working: '#aa3300' })).toBe(false);
    expect(isUnsaved({ ...rows[0]!, working: '#aa3301' })).toBe(true);
  });

  it('saves every variable, and cancel reverts to the last saved copy', () => {
    const edited = themeRows(defaults, []).map((row) => ({ ...row, working: '#123456' }));
    expect(variablesOf(edited)).toEqual([
      { variable: '--color-primary', value: '#123456' },
      { variable: '--color-bg', value: '#123456' },
    ]);
    expect(reverted(edited).map((row) => row.working)).toEqual(['#0b5cad', '#f4f6f8']);
    expect(afterSave(edited).every((row) => !isUnsaved(row))).toBe(true);
  });

  it('feeds the colour picker only colours it can show', () => {
    expect(pickerValue('#ABC')).toBe('#aabbcc');
    expect(pickerValue('#0B5CAD')).toBe('#0b5cad');
    expect(pickerValue('10px')).toBeNull();
  });
});
