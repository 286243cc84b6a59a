import { yearOf } from './dates';

interface SiteCalendar {
  readonly years: readonly number[];
  readonly current_date: string;
}

/** The year a /log, /stats or /badges link opens on: this year if the site runs it, else the nearest. */
export function defaultYear(site: SiteCalendar): number {
  const current = yearOf(site.current_date);
  if (site.years.includes(current)) return current;
  const past = site.years.filter((year) => year < current);
  if (past.length > 0) return Math.max(...past);
  return site.years.length > 0 ? Math.min(...site.years) : current;
}

/** Spec 1 §6: year tabs are hidden for years that ended before the user's start date. Newest first. */
export function visibleYears(site: SiteCalendar, startedOn: string | null | undefined): number[] {
  const firstYear = startedOn ? yearOf(startedOn) : Number.NEGATIVE_INFINITY;
  return site.years.filter((year) => year >= firstYear).sort((a, b) => b - a);
}

/** A `:year` route parameter that names one of the site's years, or null. */
export function parseSiteYear(param: string | undefined, years: readonly number[]): number | null {
  if (param === undefined || !/^\d{4}$/.test(param)) return null;
  const year = Number(param);
  return years.includes(year) ? year : null;
}
