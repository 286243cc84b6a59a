import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export interface TabLink {
  readonly to: string;
  readonly label: string;
  readonly icon?: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list, e.g. 'Settings'. */
  readonly label: string;
  readonly tabs: readonly TabLink[];
  readonly className?: string;
}

/** Tabs that are links (each its own address): a labelled navigation, the current one marked. */
export function Tabs({ label, tabs, className }: TabsProps) {
  return (
    <nav aria-label={label} className={['tabs', className].filter(Boolean).join(' ')}>
      <ul className="tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className="tabs__tab">
              {tab.icon}
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
