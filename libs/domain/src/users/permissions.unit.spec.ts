import { describe, expect, it } from 'vitest';
import { can, permissionsOf } from './permissions.js';

describe('permission matrix (spec 1 §6)', () => {
  it('gives coordinator dashboards to the three coordinator roles only', () => {
    expect(can('coordinator', 'coordinator.dashboard')).toBe(true);
    expect(can('location_coordinator', 'coordinator.dashboard')).toBe(true);
    expect(can('regional_coordinator', 'coordinator.dashboard')).toBe(true);
    expect(can('master', 'coordinator.dashboard')).toBe(false);
    expect(can('user', 'coordinator.dashboard')).toBe(false);
  });

  it('ranks regional-or-above for stats and participants for Coordinator only', () => {
    expect(can('regional_coordinator', 'coordinator.stats')).toBe(true);
    expect(can('location_coordinator', 'coordinator.stats')).toBe(false);
    expect(can('master', 'coordinator.participants')).toBe(false);
    expect(can('coordinator', 'coordinator.participants')).toBe(true);
  });

  it('gates flagged posts and eligibility on site flags', () => {
    expect(can('coordinator', 'coordinator.flagged_posts', { is_wall_enabled: false })).toBe(false);
    expect(can('master', 'coordinator.flagged_posts', { is_wall_enabled: true })).toBe(true);
    expect(can('coordinator', 'coordinator.eligibility', { is_eligibility_displayed: true })).toBe(true);
    expect(can('master', 'coordinator.eligibility', { is_eligibility_displayed: true })).toBe(false);
  });

  it('follows participant flags', () => {
    expect(permissionsOf('user', { is_badges_enabled: false })).not.toContain('badges.view');
    expect(permissionsOf('user', {})).toEqual(['entries.log', 'stats.view', 'badges.view', 'notifications.view']);
  });

  it('gives site, location and program administration to coordinator-type roles and masters', () => {
    for (const role of ['coordinator', 'regional_coordinator', 'location_coordinator', 'super_coordinator', 'master'] as const) {
      expect(can(role, 'site.locations.manage')).toBe(true);
      expect(can(role, 'site.programs.manage')).toBe(true);
    }
    for (const role of ['user', 'reseller', 'poster'] as const) {
      expect(can(role, 'site.locations.manage')).toBe(false);
      expect(can(role, 'site.programs.manage')).toBe(false);
    }
  });
});

describe('site administration (spec 3 §6)', () => {
  it('lets masters create and delete sites, and coordinator-type admins edit them', () => {
    expect(can('master', 'site.create')).toBe(true);
    expect(can('coordinator', 'site.create')).toBe(false);
    expect(can('master', 'site.delete')).toBe(true);
    expect(can('coordinator', 'site.delete')).toBe(false);
    expect(can('coordinator', 'site.edit')).toBe(true);
    expect(can('super_coordinator', 'site.edit')).toBe(true);
    expect(can('master', 'site.edit')).toBe(true);
    expect(can('user', 'site.edit')).toBe(false);
    expect(can('location_coordinator', 'site.edit')).toBe(false);
  });
});
