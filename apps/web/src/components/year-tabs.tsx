import { Tabs } from './tabs';

interface YearTabsProps {
  /** Each tab's link, e.g. paths.log.year.href. */
  readonly yearHref: (year: number) => string;
  readonly years: readonly number[];
  /** Accessible name of the tab list, e.g. 'Log Activity years'. */
  readonly label: string;
}

export function YearTabs({ yearHref, years, label }: YearTabsProps) {
  if (years.length < 2) return null;
  return <Tabs label={label} tabs={years.map((year) => ({ to: yearHref(year), label: String(year) }))} />;
}
