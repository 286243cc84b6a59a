import { sameThemeValue } from '@wellway/domain/sites/themes';
import type { CssVariable } from '../../../lib/current-site';
import type { ThemeVariable } from '../api/get-theme-defaults';

/** Spec 3 §4 Theme editor: three copies of each value — working copy, last saved, default. */
export interface ThemeRow {
  readonly variable: string;
  readonly description: string;
  readonly defaultValue: string;
  readonly saved: string;
  readonly working: string;
}

export function themeRows(defaults: readonly ThemeVariable[], saved: readonly CssVariable[]): ThemeRow[] {
  const savedValues = new Map(saved.map((entry) => [entry.variable, entry.value]));
  return defaults.map(({ variable, value, description }) => {
    const current = savedValues.get(variable) ?? value;
    return { variable, description, defaultValue: value, saved: current, working: current };
  });
}

/** Case-insensitive comparisons (spec 3 §5): '#AA3300' and '#aa3300' are the same colour. */
export const isUnsaved = (row: ThemeRow): boolean => !sameThemeValue(row.working, row.saved);
export const isNonDefault = (row: ThemeRow): boolean => !sameThemeValue(row.working, row.defaultValue);

/** Saving makes the working copy the new last-saved one. */
export const afterSave = (rows: readonly ThemeRow[]): ThemeRow[] => rows.map((row) => ({ ...row, saved: row.working }));
/** Cancel: back to the last saved values. */
export const reverted = (rows: readonly ThemeRow[]): ThemeRow[] => rows.map((row) => ({ ...row, working: row.saved }));

export const variablesOf = (rows: readonly ThemeRow[]): CssVariable[] =>
  rows.map((row) => ({ variable: row.variable, value: row.working.trim() }));

/** A colour the native colour picker can show (#rrggbb), or null. */
export function pickerValue(value: string): string | null {
  const hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  return null;
}
