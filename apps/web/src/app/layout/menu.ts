import type { Permission } from '@wellway/domain/users/permissions';

export interface MenuLink {
  readonly label: string;
  /** null: the screen is not built yet; shown disabled, never a link to nothing. */
  readonly to: string | null;
}

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  /** A plain link, or a group of sub-links (year tabs, notification lists). */
  readonly to?: string | null;
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
  readonly to: string | null;
  /** Shown when the user holds one of these permissions… */
  readonly when: Rule;
  /** …unless this one (it is offered elsewhere then). */
  readonly unless?: Permission;
}

const allowedBy = (permissions: readonly string[], rule: Rule) =>
  (typeof rule === 'string' ? [rule] : rule).some((permission) => permissions.includes(permission));

const yearLinks = (base: string, years: readonly number[]): MenuLink[] =>
  years.map((year) => ({ label: String(year), to: `${base}/${year}` }));

/** A group from its links: only the links the user may use; no group when none is left. */
function group(id: string, label: string, section: string, links: readonly LinkDefinition[], permissions: readonly string[]): MenuItem[] {
  const visible = links
    .filter((link) => allowedBy(permissions, link.when) && !(link.unless && permissions.includes(link.unless)))
    .map(({ label: text, to }) => ({ label: text, to }));
  return visible.length > 0 ? [{ id, label, links: visible, section }] : [];
}

/**
 * Spec 1 §2 navigation menu groups, with spec 1 §6's rules taken from the user's permissions
 * (libs/domain's matrix, the same the API's guards use). Screens not built yet stay visible but
 * disabled (`to: null`).
 */
export function buildMenu({ permissions, years, unread, siteId }: MenuInput): MenuItem[] {
  const can = (permission: Permission) => permissions.includes(permission);
  const items: MenuItem[] = [];
  items.push(
    ...group(
      'master',
      'Master',
      '/site/',
      [
        { label: 'Sites', to: '/sites', when: 'master.sites' },
        { label: 'Default Heros', to: null, when: 'master.default_heros' },
        { label: 'Users', to: `/site/${siteId}/users`, when: 'users.delete' },
        { label: 'SSO Details', to: '/sso_details', when: 'sso.manage' },
      ],
      permissions,
    ),
  );
  items.push({ id: 'home', label: 'Home', to: '/home', section: '/home' });
  if (can('entries.log')) items.push({ id: 'log', label: 'Log Activity', links: yearLinks('/log', years), section: '/log' });
  if (can('stats.view')) items.push({ id: 'stats', label: 'Stats', links: yearLinks('/stats', years), section: '/stats' });
  if (can('badges.view')) items.push({ id: 'badges', label: 'Badges', links: yearLinks('/badges', years), section: '/badges' });
  if (can('notifications.view')) {
    items.push({
      id: 'notifications',
      label: 'Notifications',
      links: [
        { label: 'New', to: '/notifications/unread' },
        { label: 'Cleared', to: '/notifications/all' },
      ],
      section: '/notifications',
      count: unread,
    });
  }
  items.push(
    ...group(
      'content',
      'Content',
      '/content',
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
      '/dashboard',
      [
        { label: 'Dashboard', to: null, when: 'coordinator.dashboard' },
        { label: 'Program Reports', to: null, when: 'coordinator.program_reports' },
        { label: 'Send Notification', to: null, when: 'coordinator.send_notification' },
        { label: 'Stats', to: null, when: 'coordinator.stats' },
        { label: 'Participants', to: null, when: 'coordinator.participants' },
        { label: 'Users', to: `/site/${siteId}/users`, when: 'users.view', unless: 'users.delete' },
        { label: 'Reporting', to: null, when: 'coordinator.reporting' },
        { label: 'Flagged Posts', to: null, when: 'coordinator.flagged_posts' },
        { label: 'Eligibility', to: null, when: 'coordinator.eligibility' },
      ],
      permissions,
    ),
    ...group(
      'site',
      'Site',
      '/site/',
      [
        { label: 'Site', to: `/site/${siteId}`, when: 'site.edit' },
        { label: 'Locations', to: '/locations', when: 'site.locations.manage' },
        { label: 'Programs', to: '/programs', when: 'site.programs.manage' },
        { label: 'Privacy and Terms', to: '/content/terms', when: 'content.manage' },
        { label: 'Theme', to: `/theme-edit?siteId=${siteId}`, when: 'site.edit' },
      ],
      permissions,
    ),
    ...group(
      'poster',
      'Poster',
      '/wall',
      [
        { label: 'My Posts', to: null, when: 'poster.posts' },
        { label: 'Site Walls', to: null, when: 'poster.posts' },
      ],
      permissions,
    ),
    ...group(
      'settings',
      'Settings',
      '/settings',
      [
        { label: 'Personal', to: '/settings/personal', when: 'settings.view' },
        { label: 'Email Preferences', to: '/settings/email', when: 'settings.view' },
        { label: 'Tracking Method', to: '/settings/tracking', when: 'settings.view' },
      ],
      permissions,
    ),
    ...group(
      'more',
      'More',
      '/site_map',
      [
        { label: 'Evaluation', to: null, when: 'evaluation.view' },
        { label: 'Help', to: null, when: 'help.view' },
        { label: 'Feedback', to: null, when: 'feedback.view' },
        { label: 'Site Map', to: '/site_map', when: 'site_map.view' },
        { label: 'Privacy and Terms', to: '/privacy', when: 'privacy_terms.view' },
      ],
      permissions,
    ),
  );
  return items;
}
