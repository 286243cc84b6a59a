import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';

describe('buildMenu', () => {
  it("offers only what the user's permissions allow, with year sub-tabs", () => {
    const menu = buildMenu({ permissions: ['entries.log', 'badges.view'], years: [2026, 2025], unread: 0 });
    expect(menu.map((item) => item.label)).toEqual(['Home', 'Log Activity', 'Badges', 'Settings']);
    expect(menu[1]?.links).toEqual([
      { label: '2026', to: '/log/2026' },
      { label: '2025', to: '/log/2025' },
    ]);
  });

  it('carries the unread count on Notifications', () => {
    const menu = buildMenu({ permissions: ['notifications.view'], years: [2026], unread: 3 });
    expect(menu.find((item) => item.id === 'notifications')).toMatchObject({ count: 3, section: '/notifications' });
  });

  it('offers Locations and Programs to those who administer the site', () => {
    const menu = buildMenu({ permissions: ['site.locations.manage', 'site.programs.manage'], years: [2026], unread: 0 });
    expect(menu.map((item) => [item.label, item.to])).toEqual([['Home', '/home'], ['Locations', '/locations'], ['Programs', '/programs'], ['Settings', undefined]]);
    expect(buildMenu({ permissions: ['entries.log'], years: [2026], unread: 0 }).map((item) => item.id)).not.toContain('locations');
  });
});
