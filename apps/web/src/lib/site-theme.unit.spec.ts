import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@wellway/domain/sites/themes';
import { themeCss } from './site-theme';

describe('site theme', () => {
  it('is what the stylesheet is built on: styles.css declares the Default theme values in :root', () => {
    const css = readFileSync(new URL('../app/styles.css', import.meta.url), 'utf8');
    const root = /:root\s*\{([\s\S]*?)\}/.exec(css)?.[1] ?? '';
    for (const { variable, value } of THEMES.Default!) {
      expect(root, variable).toMatch(new RegExp(`${variable}:\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};`));
    }
  });

  it('writes variables for every mode but high contrast, dropping unsafe entries', () => {
    expect(
      themeCss([
        { variable: '--color-primary', value: ' #AA3300 ' },
        { variable: 'color', value: 'red' },
        { variable: '--x', value: 'a;b' },
      ]),
    ).toBe(":root:not([data-contrast='high']) {\n  --color-primary: #AA3300;\n}");
    expect(themeCss([])).toBe('');
  });
});
