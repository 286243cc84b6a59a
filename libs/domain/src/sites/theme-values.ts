/** Spec 3 §3 Theme: what a site's saved theme variable may be called and hold. */
const CSS_VARIABLE = /^--[a-z0-9-]{1,64}$/i;
/** A value may not end the declaration or the rule, nor open markup: `; { } < >` and backslashes are refused. */
const SAFE_VALUE = /^[^;{}<>\\]{1,200}$/;

export const isThemeVariableName = (name: string): boolean => CSS_VARIABLE.test(name);
export const isSafeThemeValue = (value: string): boolean => SAFE_VALUE.test(value) && value.trim() !== '';
