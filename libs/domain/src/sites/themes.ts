import type { CssVariable } from './settings.js';

/** One entry of a theme's definition file (spec 3 §3 Theme: variable, value, description). */
export interface ThemeVariable extends CssVariable {
  readonly description: string;
}

/**
 * The Default theme: the CSS custom properties the web app's stylesheet is built on
 * (apps/web/src/app/styles.css declares these values in `:root`; a unit test keeps them equal).
 * A site's css_config_json overrides some of them; the theme editor starts from these.
 */
const DEFAULT_THEME: readonly ThemeVariable[] = [
  { variable: '--color-primary', value: '#0b5cad', description: 'Buttons, links and highlights' },
  { variable: '--color-primary-hover', value: '#094a8c', description: 'Buttons and links under the pointer' },
  { variable: '--color-on-primary', value: '#ffffff', description: 'Text on primary buttons' },
  { variable: '--color-primary-soft', value: '#e3eefa', description: 'Soft primary background (selected rows, tabs)' },
  { variable: '--color-accent', value: '#0a6e4a', description: 'Success and goal-met accents' },
  { variable: '--color-accent-soft', value: '#e2f4ec', description: 'Soft accent background' },
  { variable: '--color-bg', value: '#f4f6f8', description: 'Page background' },
  { variable: '--color-surface', value: '#ffffff', description: 'Cards and panels' },
  { variable: '--color-surface-muted', value: '#eef1f5', description: 'Muted panels and table headers' },
  { variable: '--color-text', value: '#17202a', description: 'Body text' },
  { variable: '--color-text-muted', value: '#4a5562', description: 'Secondary text' },
  { variable: '--color-border', value: '#c5ccd5', description: 'Borders and dividers' },
  { variable: '--color-danger', value: '#b3261e', description: 'Errors and destructive actions' },
  { variable: '--color-header-bg', value: '#0f2b46', description: 'Header background' },
  { variable: '--color-header-text', value: '#ffffff', description: 'Header text' },
  { variable: '--color-header-muted', value: '#c8d6e5', description: 'Secondary header text' },
  { variable: '--chart-bar', value: '#0b5cad', description: 'Chart bars' },
  { variable: '--chart-goal', value: '#0a6e4a', description: 'Chart goal line' },
  { variable: '--badge-earned', value: '#c98a00', description: 'Earned badge colour' },
  { variable: '--radius', value: '10px', description: 'Corner radius of cards and dialogs' },
];

/** Spec 3 §3: the theme list holds only Default. */
export const THEMES: Readonly<Record<string, readonly ThemeVariable[]>> = { Default: DEFAULT_THEME };
export const THEME_NAMES = Object.keys(THEMES);

/** A theme by name, case-insensitively; undefined for an unknown one. */
export function themeDefinition(name: string): readonly ThemeVariable[] | undefined {
  const key = THEME_NAMES.find((theme) => theme.toLowerCase() === name.trim().toLowerCase());
  return key === undefined ? undefined : THEMES[key];
}

/** Spec 3 §5 Theme: values compare case-insensitively (and ignoring surrounding spaces). */
export const sameThemeValue = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The theme's defaults with a site's saved values laid over them, in the definition's order. */
export function resolvedTheme(name: string, saved: readonly CssVariable[]): CssVariable[] {
  const definition = themeDefinition(name) ?? DEFAULT_THEME;
  const byVariable = new Map(saved.map((entry) => [entry.variable, entry.value]));
  return definition.map(({ variable, value }) => ({ variable, value: byVariable.get(variable) ?? value }));
}

// The checks live apart so that a bundle needing only them (the web app's entry) leaves the table out.
export { isSafeThemeValue, isThemeVariableName } from './theme-values.js';
