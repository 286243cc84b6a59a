import { describe, expect, it } from 'vitest';
import { can, permissions, permissionsOf, type Permission } from './permissions.js';
import { isCoordinatorOrAbove, isLocationOrAbove, isRegionalOrAbove, roles, type Role } from './roles.js';

const who = (permission: Permission, flags = {}): Role[] => roles.filter((role) => can(role, permission, flags));

/** What every role sees, first in every role's list. */
const everyRoleSees = [
  'home.view',
  'settings.view',
  'help.view',
  'feedback.view',
  'site_map.view',
  'privacy_terms.view',
  'evaluation.view',
] as const;

describe('rank checks (spec 1 §6)', () => {
  it('ranks coordinator-or-above, regional-or-above and location-or-above', () => {
    expect(roles.filter(isCoordinatorOrAbove)).toEqual(['master', 'coordinator']);
    expect(roles.filter(isRegionalOrAbove)).toEqual(['master', 'coordinator', 'regional_coordinator']);
    expect(roles.filter(isLocationOrAbove)).toEqual(['master', 'coordinator', 'regional_coordinator', 'location_coordinator']);
  });
});

describe('menu rules (spec 1 §6)', () => {
  it('Master sees Sites and Default Heros', () => {
    expect(who('master.sites')).toEqual(['master']);
    expect(who('master.default_heros')).toEqual(['master']);
  });

  it('Coordinator, Location Coordinator and Regional Coordinator see the coordinator Dashboard', () => {
    expect(who('coordinator.dashboard')).toEqual(['coordinator', 'regional_coordinator', 'location_coordinator']);
  });

  it('Regional Coordinator or above sees Send Notification, Stats, Reporting; Participants only Coordinator', () => {
    for (const permission of ['coordinator.send_notification', 'coordinator.stats', 'coordinator.reporting'] as const) {
      expect(who(permission)).toEqual(['master', 'coordinator', 'regional_coordinator']);
    }
    expect(who('coordinator.participants')).toEqual(['coordinator']);
  });

  it('Coordinator or above sees Flagged Posts with the wall on; Eligibility for Coordinator with is_eligibility_displayed', () => {
    expect(who('coordinator.flagged_posts', { is_wall_enabled: true })).toEqual(['master', 'coordinator']);
    expect(who('coordinator.flagged_posts', { is_wall_enabled: false })).toEqual([]);
    expect(who('coordinator.eligibility', { is_eligibility_displayed: true })).toEqual(['coordinator']);
    expect(who('coordinator.eligibility', {})).toEqual([]);
  });

  it('masters and every coordinator-type role read the end-of-program report (each within their scope)', () => {
    expect(who('coordinator.eop')).toEqual(['master', 'coordinator', 'regional_coordinator', 'location_coordinator']);
  });

  it('hides Program Reports on an aktivetrak site', () => {
    expect(who('coordinator.program_reports')).toEqual(['coordinator', 'regional_coordinator', 'location_coordinator']);
    expect(who('coordinator.program_reports', { is_aktivetrak: true })).toEqual([]);
  });

  it('Poster sees My Posts and Site Walls', () => {
    expect(who('poster.posts')).toEqual(['poster']);
  });

  it('every role sees Home, Settings, Help, Feedback, Site Map, Privacy and Terms, Evaluation', () => {
    for (const permission of everyRoleSees) {
      expect(who(permission)).toEqual([...roles]);
    }
  });

  it('participant menus follow the site flags', () => {
    expect(permissionsOf('user', { is_badges_enabled: false })).not.toContain('badges.view');
    expect(can('user', 'wall.view', {})).toBe(false);
    expect(can('user', 'wall.view', { is_wall_enabled: true })).toBe(true);
    expect(can('user', 'goals.view', { is_goals_enabled: true })).toBe(true);
    expect(can('user', 'goals.view', { is_goal_enabled: true })).toBe(true);
    expect(permissionsOf('user', {})).toEqual([...everyRoleSees, 'entries.log', 'stats.view', 'badges.view', 'notifications.view']);
  });
});

describe('capabilities (spec 3 §6)', () => {
  it('gives the user list actions (delete, impersonate) to Master only, the list itself to coordinator-or-above', () => {
    expect(who('users.delete')).toEqual(['master']);
    expect(who('master.impersonate')).toEqual(['master']);
    expect(who('users.view')).toEqual(['master', 'coordinator']);
  });

  it('gives eligibility files, large uploads and deleting default reports to Master only', () => {
    for (const permission of ['master.eligibility_files', 'master.large_upload', 'reports.delete_default'] as const)
      expect(who(permission)).toEqual(['master']);
    expect(who('reports.delete_custom')).toEqual(['master', 'coordinator']);
  });

  it('keeps SSO details to masters and refuses unknown permissions', () => {
    expect(who('sso.manage')).toEqual(['master']);
    expect(who('master.queues')).toEqual(['master']);
    expect(can('master', 'no.such' as Permission)).toBe(false);
    expect(new Set(permissions).size).toBe(permissions.length);
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
