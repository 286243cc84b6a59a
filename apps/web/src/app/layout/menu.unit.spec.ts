import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@wellway/domain/users/permissions';
import type { Role } from '@wellway/domain/users/roles';
import { adminFeatures } from '../admin-features';
import { features, menuEntriesOf } from '../features';

const menuEntries = menuEntriesOf([...features, ...adminFeatures]);
import { buildMenu, type MenuItem } from './menu';

const flags = { is_logging_enabled: true, is_stats_enabled: true, is_badges_enabled: true, is_notifications_enabled: true };
const menuOf = (role: Role, siteFlags: Record<string, boolean> = flags) =>
  buildMenu({ permissions: permissionsOf(role, siteFlags), years: [2026, 2025], unread: 0, siteId: 'site-1' }, menuEntries);
const labels = (items: readonly MenuItem[]) => items.map((item) => item.label);
const linksOf = (items: readonly MenuItem[], id: string) =>
  items.find((item) => item.id === id)?.links?.map((link) => [link.label, link.to]);

describe('buildMenu (spec 1 §2, §6)', () => {
  it('offers only what the permissions allow, with year sub-tabs', () => {
    const menu = buildMenu({ permissions: ['entries.log', 'badges.view'], years: [2026, 2025], unread: 0, siteId: 's' }, menuEntries);
    expect(labels(menu)).toEqual(['Home', 'Log Activity', 'Badges']);
    expect(menu[1]?.links).toEqual([
      { label: '2026', to: '/log/2026' },
      { label: '2025', to: '/log/2025' },
    ]);
  });

  it('carries the unread count on Notifications', () => {
    const menu = buildMenu({ permissions: ['notifications.view'], years: [2026], unread: 3, siteId: 's' }, menuEntries);
    expect(menu.find((item) => item.id === 'notifications')).toMatchObject({ count: 3, section: '/notifications' });
  });

  it('differs for participant, coordinator and master', () => {
    expect(labels(menuOf('user'))).toEqual(['Home', 'Log Activity', 'Stats', 'Badges', 'Notifications', 'Settings', 'More']);
    expect(labels(menuOf('coordinator'))).toEqual([
      'Home',
      'Log Activity',
      'Stats',
      'Badges',
      'Notifications',
      'Coordinator',
      'Site',
      'Settings',
      'More',
    ]);
    expect(labels(menuOf('master'))).toEqual([
      'Master',
      'Home',
      'Log Activity',
      'Stats',
      'Badges',
      'Notifications',
      // Send Notification: regional coordinator or above (spec 1 §2, §6).
      'Coordinator',
      'Site',
      'Settings',
      'More',
    ]);
    expect(linksOf(menuOf('master'), 'master')).toEqual([
      ['Sites', '/sites'],
      ['Users', '/site/site-1/users'],
      ['Erasure Audit', '/erasures'],
      ['SSO Details', '/sso_details'],
    ]);
    expect(linksOf(menuOf('coordinator'), 'site')).toEqual([
      ['Site', '/site/site-1'],
      ['Locations', '/locations'],
      ['Programs', '/programs'],
      ['Privacy and Terms', '/content/terms'],
      ['Theme', '/theme-edit?siteId=site-1'],
      ['Badges', '/site/site-1/badges'],
      ['Challenges', '/challenges'],
      ['Evaluations', '/site_evaluations'],
      ['Goals', '/goals'],
    ]);
    expect(linksOf(menuOf('location_coordinator'), 'site')?.map(([label]) => label)).toEqual([
      'Locations',
      'Programs',
      'Privacy and Terms',
      'Challenges',
      'Evaluations',
      'Goals',
    ]);
    // Upcoming Launches needs upcoming programs (a session's program facts; none here).
    expect(linksOf(menuOf('coordinator'), 'coordinator')).toEqual([
      ['Dashboard', '/dashboard/helm'],
      ['Program Reports', '/dashboard/reports'],
      ['Send Notification', '/dashboard/notifications'],
      ['Stats', '/dashboard/stats'],
      ['Users', '/site/site-1/users'],
      ['Participants', '/dashboard/participants'],
      ['Reporting', '/dashboard/reporting'],
    ]);
    expect(linksOf(menuOf('location_coordinator'), 'coordinator')).toEqual([
      ['Dashboard', '/dashboard/helm'],
      ['Program Reports', '/dashboard/reports'],
    ]);
    expect(linksOf(menuOf('master'), 'coordinator')).toEqual([
      ['Send Notification', '/dashboard/notifications'],
      ['Stats', '/dashboard/stats'],
      ['Reporting', '/dashboard/reporting'],
    ]);
    expect(linksOf(menuOf('poster'), 'poster')).toEqual([['My Posts', '/wallexpert/posts']]);
  });

  it('gives every role the same Settings and More groups', () => {
    expect(linksOf(menuOf('reseller'), 'settings')).toEqual([
      ['Personal', '/settings/personal'],
      ['Email Preferences', '/settings/email'],
      ['Tracking Method', '/settings/tracking'],
    ]);
    expect(linksOf(menuOf('reseller'), 'more')).toEqual([
      ['Evaluation', '/evaluation/current'],
      ['Site Map', '/site_map'],
      ['Privacy and Terms', '/privacy'],
    ]);
  });

  it('follows the site flags for participant and coordinator menus', () => {
    expect(labels(menuOf('user', { is_badges_enabled: false, is_wall_enabled: true }))).toEqual([
      'Home',
      'Log Activity',
      'Stats',
      'Notifications',
      'Content',
      'Settings',
      'More',
    ]);
    expect(linksOf(menuOf('user', { is_wall_enabled: true }), 'content')?.map(([label]) => label)).toEqual([
      'All Posts',
      'My Posts',
      'Friends',
      'Following',
      'Tagged',
      'Guidelines',
    ]);
    const colleagues = buildMenu(
      {
        permissions: permissionsOf('user', { is_wall_enabled: true }),
        years: [2026],
        unread: 0,
        siteId: 'site-1',
        site: { friend_label: 'Colleague', friend_label_plural: 'Colleagues' },
      },
      menuEntries,
    );
    expect(linksOf(colleagues, 'content')?.find(([, to]) => to === '/wall/friends')).toEqual(['Colleagues', '/wall/friends']);
  });

  it('shows no greyed-out entry for a screen that does not exist yet, whatever the role or flags', () => {
    const everything = { ...flags, is_wall_enabled: true, is_eligibility_displayed: true, is_faqs_enabled: true };
    for (const role of ['user', 'coordinator', 'location_coordinator', 'master', 'reseller', 'poster'] as const) {
      const links = menuOf(role, everything).flatMap((item) => item.links ?? []);
      expect(links.filter((link) => typeof link.to !== 'string')).toEqual([]);
    }
  });
});
