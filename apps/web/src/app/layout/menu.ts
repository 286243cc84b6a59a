import type { Permission } from '@wellway/domain/users/permissions';

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
}

const allowed = (permissions: readonly string[], permission: Permission) => permissions.includes(permission);

const yearLinks = (base: string, years: readonly number[]): MenuLink[] => years.map((year) => ({ label: String(year), to: `${base}/${year}` }));

/** Spec 1 §2 "Personal" menu, from the user's permissions (libs/domain's matrix) and the site's years. */
export function buildMenu({ permissions, years, unread }: MenuInput): MenuItem[] {
  const items: MenuItem[] = [{ id: 'home', label: 'Home', to: '/home', section: '/home' }];
  if (allowed(permissions, 'entries.log')) items.push({ id: 'log', label: 'Log Activity', links: yearLinks('/log', years), section: '/log' });
  if (allowed(permissions, 'stats.view')) items.push({ id: 'stats', label: 'Stats', links: yearLinks('/stats', years), section: '/stats' });
  if (allowed(permissions, 'badges.view')) items.push({ id: 'badges', label: 'Badges', links: yearLinks('/badges', years), section: '/badges' });
  if (allowed(permissions, 'notifications.view')) {
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
  if (allowed(permissions, 'site.locations.manage')) items.push({ id: 'locations', label: 'Locations', to: '/locations', section: '/locations' });
  if (allowed(permissions, 'site.programs.manage')) items.push({ id: 'programs', label: 'Programs', to: '/programs', section: '/site' });
  if (allowed(permissions, 'master.sites')) items.push({ id: 'sites', label: 'Sites', to: '/sites', section: '/site' });
  // Spec 1 §6: all roles see Settings.
  items.push({ id: 'settings', label: 'Settings', links: [{ label: 'Personal', to: '/settings/personal' }, { label: 'Email Preferences', to: '/settings/email' }, { label: 'Tracking Method', to: '/settings/tracking' }], section: '/settings' });
  return items;
}
