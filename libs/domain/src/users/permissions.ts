import { isCoordinatorOrAbove, isRegionalOrAbove, type Role } from './roles.js';

/** The permission matrix: who may do what. Used by API guards and by web menus alike. */
export type Permission =
  | 'entries.log'
  | 'stats.view'
  | 'badges.view'
  | 'notifications.view'
  | 'coordinator.dashboard'
  | 'coordinator.send_notification'
  | 'coordinator.stats'
  | 'coordinator.reporting'
  | 'coordinator.participants'
  | 'coordinator.flagged_posts'
  | 'coordinator.eligibility'
  | 'master.sites'
  | 'master.default_heros'
  | 'master.impersonate'
  | 'poster.posts'
  | 'eligibility.manage'
  | 'content.manage'
  | 'site.locations.manage'
  | 'site.programs.manage'
  | 'site.create'
  | 'site.edit'
  | 'site.delete'
  | 'users.edit';

export interface SiteFlagsForPermissions {
  readonly is_logging_enabled?: boolean;
  readonly is_stats_enabled?: boolean;
  readonly is_badges_enabled?: boolean;
  readonly is_notifications_enabled?: boolean;
  readonly is_wall_enabled?: boolean;
  readonly is_eligibility_displayed?: boolean;
}

type Rule = (role: Role, flags: SiteFlagsForPermissions) => boolean;

const anyone: Rule = () => true;
const coordinatorRoles: readonly Role[] = ['coordinator', 'location_coordinator', 'regional_coordinator'];
/** Spec 3 §6: site and program administration is for coordinator-type roles (and masters). */
const siteAdministrators: readonly Role[] = [...coordinatorRoles, 'super_coordinator', 'master'];

const rules: Record<Permission, Rule> = {
  'entries.log': (_r, f) => f.is_logging_enabled !== false,
  'stats.view': (_r, f) => f.is_stats_enabled !== false,
  'badges.view': (_r, f) => f.is_badges_enabled !== false,
  'notifications.view': (_r, f) => f.is_notifications_enabled !== false,
  'coordinator.dashboard': (r) => coordinatorRoles.includes(r),
  'coordinator.send_notification': (r) => isRegionalOrAbove(r),
  'coordinator.stats': (r) => isRegionalOrAbove(r),
  'coordinator.reporting': (r) => isRegionalOrAbove(r),
  'coordinator.participants': (r) => r === 'coordinator',
  'coordinator.flagged_posts': (r, f) => isCoordinatorOrAbove(r) && f.is_wall_enabled === true,
  'coordinator.eligibility': (r, f) => r === 'coordinator' && f.is_eligibility_displayed === true,
  'master.sites': (r) => r === 'master',
  'master.default_heros': (r) => r === 'master',
  'master.impersonate': (r) => r === 'master',
  'poster.posts': (r) => r === 'poster',
  // Eligibility records of the site (spec 3 §2.5): its coordinators, and masters for any site.
  'eligibility.manage': (r) => isCoordinatorOrAbove(r),
  // Site content, incl. which privacy/terms pages are required: the site's administrators.
  'content.manage': (r) => siteAdministrators.includes(r),
  'site.locations.manage': (r) => siteAdministrators.includes(r),
  'site.programs.manage': (r) => siteAdministrators.includes(r),
  // Spec 3 §6: site administration is for coordinator-type admins (their own site) and masters.
  'site.create': (r) => r === 'master',
  'site.edit': (r) => isCoordinatorOrAbove(r) || r === 'super_coordinator',
  'site.delete': (r) => r === 'master',
  /** Edit another user's profile (dashboard user edit); everyone edits their own. */
  'users.edit': (r) => r === 'master',
};

export function can(role: Role, permission: Permission, flags: SiteFlagsForPermissions = {}): boolean {
  return (rules[permission] ?? anyone)(role, flags);
}

export function permissionsOf(role: Role, flags: SiteFlagsForPermissions): Permission[] {
  return (Object.keys(rules) as Permission[]).filter((permission) => can(role, permission, flags));
}
