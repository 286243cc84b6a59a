import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';

const TABS = [
  { to: paths.settings.personal.href(), label: 'Personal' },
  { to: paths.settings.email.href(), label: 'Email Preferences' },
  { to: paths.settings.tracking.href(), label: 'Tracking Method' },
] as const;

/** Spec 1 §2 Settings menu: Personal, Email Preferences, Tracking Method. */
export function SettingsTabs() {
  return (
    <nav className="settings-tabs" aria-label="Settings">
      <ul className="settings-tabs__list">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className="settings-tabs__tab">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
