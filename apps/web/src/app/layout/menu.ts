import type { Permission } from '@wellway/domain/users/permissions';
import { paths } from '../../config/paths';

export interface MenuLink {
  readonly label: string;
  readonly to: string;
}

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  /** A plain link, or a group of sub-links (year tabs, notification lists). */
  readonly to?: string;
  readonly links?: readonly MenuLink[];
  /** Path prefix under which the item counts as the current one. */
  readonly section: string;
  /** Unread notifications. */
  readonly count?: number;
}

interface MenuInput {
  readonly permissions: readonly string[];
  /** Year tabs, newest first. */
  readonly years: readonly number[];
  readonly unread: number;
  /** The user's site, for the users list. */
  readonly siteId: string;
}

type Rule = Permission | readonly Permission[];

interface LinkDefinition {
  readonly label: string;
  /** null: the screen is not built yet, so the entry is not shown (no greyed-out promises). */
  readonly to: string | null;
  /** Shown when the user holds one of these permissions… */
  readonly when: Rule;
  /** …unless this one (it is offered elsewhere then). */
  readonly unless?: Permission;
}

const allowedBy = (permissions: readonly string[], rule: Rule) =>
  (typeof rule === 'string' ? [rule] : rule).some((permission) => permissions.includes(permission));

const yearLinks = (href: (year: number) => string, years: readonly number[]): MenuLink[] =>
  years.map((year) => ({ label: String(year), to: href(year) }));

/** A group from its links: only built screens the user may use; no group when none is left. */
function group(id: string, label: string, section: string, links: readonly LinkDefinition[], permissions: readonly string[]): MenuItem[] {
  const visible = links
    .filter((link) => allowedBy(permissions, link.when) && !(link.unless && permissions.includes(link.unless)))
    .flatMap(({ label: text, to }) => (to === null ? [] : [{ label: text, to }]));
  return visible.length > 0 ? [{ id, label, links: visible, section }] : [];
}

/**
 * Spec 1 §2 navigation menu groups, with spec 1 §6's rules taken from the user's permissions
 * (libs/domain's matrix, the same the API's guards use). Entries of screens not built yet
 * (`to: null`) are listed for when they come, but not shown.
 */
export function buildMenu({ permissions, years, unread, siteId }: MenuInput): MenuItem[] {
  const can = (permission: Permission) => permissions.includes(permission);
  const items: MenuItem[] = [];
  items.push(
    ...group(
      'master',
      'Master',
      paths.sites.path,
      [
        { label: 'Sites', to: paths.sites.href(), when: 'master.sites' },
        { label: 'Default Heros', to: null, when: 'master.default_heros' },
        { label: 'Users', to: paths.site.users.href(siteId), when: 'users.delete' },
        { label: 'SSO Details', to: paths.ssoDetails.href(), when: 'sso.manage' },
      ],
      permissions,
    ),
  );
  items.push({ id: 'home', label: 'Home', to: paths.home.href(), section: paths.home.path });
  if (can('entries.log'))
    items.push({ id: 'log', label: 'Log Activity', links: yearLinks(paths.log.year.href, years), section: paths.log.path });
  if (can('stats.view'))
    items.push({ id: 'stats', label: 'Stats', links: yearLinks(paths.stats.year.href, years), section: paths.stats.path });
  if (can('badges.view'))
    items.push({ id: 'badges', label: 'Badges', links: yearLinks(paths.badges.year.href, years), section: paths.badges.path });
  if (can('notifications.view')) {
    items.push({
      id: 'notifications',
      label: 'Notifications',
      links: [
        { label: 'New', to: paths.notifications.unread.href() },
        { label: 'Cleared', to: paths.notifications.all.href() },
      ],
      section: paths.notifications.path,
      count: unread,
    });
  }
  items.push(
    ...group(
      'content',
      'Content',
      paths.policyEditor.section,
      [
        { label: 'Wall', to: null, when: 'wall.view' },
        { label: 'Friends', to: null, when: 'friends.view' },
        { label: 'Challenges', to: null, when: 'challenges.view' },
        { label: 'Goals', to: null, when: 'goals.view' },
        { label: 'Recipes', to: null, when: 'recipes.view' },
        { label: 'Tips', to: null, when: 'tips.view' },
        { label: 'Resources', to: null, when: 'resources.view' },
      ],
      permissions,
    ),
    ...group(
      'coordinator',
      'Coordinator',
      paths.dashboard.section,
      [
        { label: 'Dashboard', to: null, when: 'coordinator.dashboard' },
        { label: 'Program Reports', to: null, when: 'coordinator.program_reports' },
        { label: 'Send Notification', to: null, when: 'coordinator.send_notification' },
        { label: 'Stats', to: null, when: 'coordinator.stats' },
        { label: 'Participants', to: null, when: 'coordinator.participants' },
        { label: 'Users', to: paths.site.users.href(siteId), when: 'users.view', unless: 'users.delete' },
        { label: 'Reporting', to: null, when: 'coordinator.reporting' },
        { label: 'Flagged Posts', to: null, when: 'coordinator.flagged_posts' },
        { label: 'Eligibility', to: null, when: 'coordinator.eligibility' },
      ],
      permissions,
    ),
    ...group(
      'site',
      'Site',
      paths.site.section,
      [
        { label: 'Site', to: paths.site.href(siteId), when: 'site.edit' },
        { label: 'Locations', to: paths.locations.href(), when: 'site.locations.manage' },
        { label: 'Programs', to: paths.programs.href(), when: 'site.programs.manage' },
        { label: 'Privacy and Terms', to: paths.policyEditor.href('terms'), when: 'content.manage' },
        { label: 'Theme', to: paths.themeEdit.href(siteId), when: 'site.edit' },
      ],
      permissions,
    ),
    ...group(
      'poster',
      'Poster',
      paths.wall.section,
      [
        { label: 'My Posts', to: null, when: 'poster.posts' },
        { label: 'Site Walls', to: null, when: 'poster.posts' },
      ],
      permissions,
    ),
    ...group(
      'settings',
      'Settings',
      paths.settings.path,
      [
        { label: 'Personal', to: paths.settings.personal.href(), when: 'settings.view' },
        { label: 'Email Preferences', to: paths.settings.email.href(), when: 'settings.view' },
        { label: 'Tracking Method', to: paths.settings.tracking.href(), when: 'settings.view' },
      ],
      permissions,
    ),
    ...group(
      'more',
      'More',
      paths.siteMap.path,
      [
        { label: 'Evaluation', to: null, when: 'evaluation.view' },
        { label: 'Help', to: null, when: 'help.view' },
        { label: 'Feedback', to: null, when: 'feedback.view' },
        { label: 'Site Map', to: paths.siteMap.href(), when: 'site_map.view' },
        { label: 'Privacy and Terms', to: paths.policy.privacy.href(), when: 'privacy_terms.view' },
      ],
      permissions,
    ),
  );
  return items;
}
