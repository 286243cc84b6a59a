import { BellOff, Mail, UserRound, Watch } from 'lucide-react';
import { Tabs } from '../../../components/tabs';
import { paths } from '../../../config/paths';
import { useCurrentSite } from '../../../lib/current-site';

const TABS = [
  { to: paths.settings.personal.href(), label: 'Personal', icon: <UserRound className="icon icon--sm" aria-hidden="true" /> },
  { to: paths.settings.email.href(), label: 'Email Preferences', icon: <Mail className="icon icon--sm" aria-hidden="true" /> },
  { to: paths.settings.tracking.href(), label: 'Tracking Method', icon: <Watch className="icon icon--sm" aria-hidden="true" /> },
];

const MUTED = { to: paths.settings.muted.href(), label: 'Muted People', icon: <BellOff className="icon icon--sm" aria-hidden="true" /> };

/** Spec 1 §2 Settings menu: Personal, Email Preferences, Tracking Method; Muted People where the wall or messages are on. */
export function SettingsTabs() {
  const site = useCurrentSite();
  return (
    <Tabs
      label="Settings"
      tabs={site.flags.is_wall_enabled === true || site.flags.is_messages_enabled === true ? [...TABS, MUTED] : TABS}
    />
  );
}
