import { Mail, UserRound, Watch } from 'lucide-react';
import { Tabs } from '../../../components/tabs';
import { paths } from '../../../config/paths';

const TABS = [
  { to: paths.settings.personal.href(), label: 'Personal', icon: <UserRound className="icon icon--sm" aria-hidden="true" /> },
  { to: paths.settings.email.href(), label: 'Email Preferences', icon: <Mail className="icon icon--sm" aria-hidden="true" /> },
  { to: paths.settings.tracking.href(), label: 'Tracking Method', icon: <Watch className="icon icon--sm" aria-hidden="true" /> },
];

/** Spec 1 §2 Settings menu: Personal, Email Preferences, Tracking Method. */
export function SettingsTabs() {
  return <Tabs label="Settings" tabs={TABS} />;
}
