import { NavLink } from 'react-router';

interface YearTabsProps {
  /** Each tab's link, e.g. paths.log.year.href. */
  readonly yearHref: (year: number) => string;
  readonly years: readonly number[];
  /** Accessible name of the tab list, e.g. 'Log Activity years'. */
  readonly label: string;
}

export function YearTabs({ yearHref, years, label }: YearTabsProps) {
  if (years.length < 2) return null;
  return (
    <nav aria-label={label} className="tabs">
      <ul className="tabs__list">
        {years.map((year) => (
          <li key={year}>
            <NavLink to={yearHref(year)} className="tabs__tab">
              {year}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
