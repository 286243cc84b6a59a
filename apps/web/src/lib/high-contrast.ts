/** Spec 1 §9: the high-contrast choice lives in the cookie `show-high-contrast`, path /. */
export const HIGH_CONTRAST_COOKIE = 'show-high-contrast';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readHighContrast(cookies: string = document.cookie): boolean {
  return cookies
    .split(';')
    .map((part) => part.trim())
    .some((part) => part === `${HIGH_CONTRAST_COOKIE}=true`);
}

export function applyHighContrast(on: boolean): void {
  document.documentElement.dataset.contrast = on ? 'high' : 'normal';
}

export function saveHighContrast(on: boolean): void {
  document.cookie = `${HIGH_CONTRAST_COOKIE}=${on}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  applyHighContrast(on);
}
