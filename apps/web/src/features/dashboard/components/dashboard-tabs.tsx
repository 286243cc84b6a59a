import type { Permission } from '@wellway/domain/users/permissions';
import { Tabs } from '../../../components/tabs';
import { paths } from '../../../config/paths';
import { hasPermission, useSignedInUser } from '../../../lib/current-user';

interface DashboardTab {
  readonly label: string;
  readonly to: (siteId?: string) => string;
  readonly when: Permission;
  /** Masters open it on any site (the site switch). */
  readonly masters?: boolean;
}

const d = paths.dashboard;
/** Spec 3 §2.4's dashboard tabs that exist, in the Coordinator menu's order (spec 1 §2). */
const TABS: readonly DashboardTab[] = [
  { label: 'Program Reports', to: d.programReports.href, when: 'coordinator.program_reports', masters: true },
  { label: 'Upcoming Launches', to: d.upcomingLaunches.href, when: 'coordinator.upcoming_launches', masters: true },
  {
    label: 'Send Notification',
    to: (siteId) => `${paths.announcements.href()}${siteId ? `?site_id=${encodeURIComponent(siteId)}` : ''}`,
    when: 'coordinator.send_notification',
  },
  { label: 'Stats', to: d.stats.href, when: 'coordinator.stats', masters: true },
  { label: 'Participants', to: d.participants.href, when: 'coordinator.participants', masters: true },
  // A master's site switch opens the site's own reports page.
  {
    label: 'Reporting',
    to: (siteId) => (siteId ? paths.site.reports.href(siteId) : paths.reporting.href()),
    when: 'coordinator.reporting',
  },
  { label: 'Flagged Posts', to: () => paths.wall.flagged.href(), when: 'coordinator.flagged_posts' },
];

/** The dashboard's tabs the user may open; a master's carry the site they switched to. */
export function DashboardTabs({ siteId }: { readonly siteId: string }) {
  const user = useSignedInUser();
  const isMaster = user.role === 'master';
  const switched = siteId === user.site_id ? undefined : siteId;
  const tabs = TABS.filter((tab) => hasPermission(user, tab.when) || (isMaster && tab.masters)).map((tab) => ({
    label: tab.label,
    to: tab.to(switched),
  }));
  return <Tabs label="Dashboard" tabs={tabs} className="dashboard-tabs" />;
}
