import { isCoordinatorOrAbove, isRegionalOrAbove, type Role } from './roles.js';

/**
 * The permission matrix: who may do what (spec 1 §6 menu rules, spec 3 §6 capabilities).
 * One line per permission: the API's @RequirePermission guard and the web's menus, footer and
 * site map all read this table, so the UI never offers what the API refuses.
 */
export type Permission =
  // Everyone (spec 1 §6: all roles see Home, Settings, Help, Feedback, Site Map, Privacy and Terms, Evaluation)
  | 'home.view'
  | 'settings.view'
  | 'help.view'
  | 'feedback.view'
  | 'site_map.view'
  | 'privacy_terms.view'
  | 'evaluation.view'
  // Personal and content menus: by site flags
  | 'entries.log'
  | 'stats.view'
  | 'badges.view'
  | 'notifications.view'
  | 'wall.view'
  | 'friends.view'
  | 'challenges.view'
  | 'goals.view'
  | 'recipes.view'
  | 'tips.view'
  | 'resources.view'
  | 'messages.view'
  // Coordinator menu
  | 'coordinator.dashboard'
  | 'coordinator.program_reports'
  // Spec 1 §6: Upcoming Launches shows only if upcoming or coming-soon programs exist
  | 'coordinator.upcoming_launches'
  | 'coordinator.send_notification'
  | 'coordinator.stats'
  | 'coordinator.reporting'
  | 'coordinator.participants'
  | 'coordinator.eop'
  | 'coordinator.flagged_posts'
  | 'coordinator.eligibility'
  // Master menu and capabilities (spec 3 §6)
  | 'master.sites'
  | 'master.default_heros'
  | 'master.impersonate'
  | 'master.eligibility_files'
  | 'master.large_upload'
  | 'master.queues'
  | 'reports.delete_default'
  | 'reports.delete_custom'
  // Users admin: the list for coordinators and masters, its actions for masters only
  | 'users.view'
  | 'users.delete'
  | 'sso.manage'
  // Poster menu
  | 'poster.posts'
  // Site administration (spec 3 §6): coordinator-type roles for their site, masters for any
  | 'site.create'
  | 'site.edit'
  | 'site.delete'
  | 'site.locations.manage'
  | 'site.programs.manage'
  | 'content.manage'
  | 'eligibility.manage'
  // Edit another user's profile (dashboard user edit); everyone edits their own
  | 'users.edit'
  // Badges administration (spec 3 §2.2, §4): edit, reorder, the locked image, custom awards
  | 'badges.manage';

export interface SiteFlagsForPermissions {
  readonly [flag: string]: boolean | undefined;
}

type Rule = (role: Role, flags: SiteFlagsForPermissions) => boolean;

const anyone: Rule = () => true;
/** Participant features are on unless the site turns them off. */
const unlessOff =
  (flag: string): Rule =>
  (_r, f) =>
    f[flag] !== false;
/** Optional features are off unless the site turns them on. */
const whenOn =
  (flag: string): Rule =>
  (_r, f) =>
    f[flag] === true;
const only =
  (...allowed: Role[]): Rule =>
  (r) =>
    allowed.includes(r);
const coordinatorRoles: readonly Role[] = ['coordinator', 'location_coordinator', 'regional_coordinator'];
/** Spec 3 §6: site and program administration is for coordinator-type roles (and masters). */
const siteAdministrators: readonly Role[] = [...coordinatorRoles, 'super_coordinator', 'master'];

const rules: Record<Permission, Rule> = {
  'home.view': anyone,
  'settings.view': anyone,
  'help.view': anyone,
  'feedback.view': anyone,
  'site_map.view': anyone,
  'privacy_terms.view': anyone,
  'evaluation.view': anyone,
  'entries.log': unlessOff('is_logging_enabled'),
  'stats.view': unlessOff('is_stats_enabled'),
  'badges.view': unlessOff('is_badges_enabled'),
  'notifications.view': unlessOff('is_notifications_enabled'),
  'wall.view': whenOn('is_wall_enabled'),
  'friends.view': whenOn('is_peers_enabled'),
  'challenges.view': whenOn('is_challenges_enabled'),
  'goals.view': (_r, f) => f.is_goal_enabled === true || f.is_goals_enabled === true,
  'recipes.view': whenOn('is_recipes_enabled'),
  'tips.view': whenOn('is_tips_enabled'),
  'resources.view': whenOn('is_resources_enabled'),
  // Spec 1 §2 messages: on when the site turns messages on (a new site does; plus leaves it to the coordinator).
  'messages.view': whenOn('is_messages_enabled'),
  'coordinator.dashboard': (r) => coordinatorRoles.includes(r),
  // Program facts (has_reporting_programs, has_upcoming_programs: domain dashboard/programs.ts) arrive
  // beside the site's flags where the API knows them (the session); unknown, Program Reports stays.
  'coordinator.program_reports': (r, f) =>
    coordinatorRoles.includes(r) && f.is_aktivetrak !== true && !(f.launch_with_features_on === true && f.has_reporting_programs === false),
  'coordinator.upcoming_launches': (r, f) => coordinatorRoles.includes(r) && f.has_upcoming_programs === true,
  'coordinator.send_notification': (r) => isRegionalOrAbove(r),
  'coordinator.stats': (r) => isRegionalOrAbove(r),
  'coordinator.reporting': (r) => isRegionalOrAbove(r),
  'coordinator.participants': only('coordinator'),
  // Spec 3 §2.1 /site/{siteId}/eop: coordinator-type roles, each within their scope (reportScopeOf); masters for any site.
  'coordinator.eop': (r) => coordinatorRoles.includes(r) || r === 'master',
  'coordinator.flagged_posts': (r, f) => isCoordinatorOrAbove(r) && f.is_wall_enabled === true,
  'coordinator.eligibility': (r, f) => r === 'coordinator' && f.is_eligibility_displayed === true,
  'master.sites': only('master'),
  'master.default_heros': only('master'),
  'master.impersonate': only('master'),
  'master.eligibility_files': only('master'),
  'master.large_upload': only('master'),
  // Not in the spec: the queue dashboard (/api/admin/queues) shows every site's jobs and can retry them.
  'master.queues': only('master'),
  'reports.delete_default': only('master'),
  'reports.delete_custom': (r) => isCoordinatorOrAbove(r),
  'users.view': (r) => isCoordinatorOrAbove(r),
  'users.delete': only('master'),
  // Spec 3 leaves SSO access open; the screen shows each site's shared secret, so masters only.
  'sso.manage': only('master'),
  'poster.posts': only('poster'),
  'site.create': only('master'),
  'site.edit': (r) => isCoordinatorOrAbove(r) || r === 'super_coordinator',
  'site.delete': only('master'),
  'site.locations.manage': (r) => siteAdministrators.includes(r),
  'site.programs.manage': (r) => siteAdministrators.includes(r),
  'content.manage': (r) => siteAdministrators.includes(r),
  // Eligibility records of the site (spec 3 §2.5): its coordinators, and masters for any site.
  'eligibility.manage': (r) => isCoordinatorOrAbove(r),
  'users.edit': only('master'),
  // Spec 3 §4: masters and coordinators edit badges (defaults: on the default site, masters only).
  'badges.manage': (r) => isCoordinatorOrAbove(r),
};

export const permissions = Object.keys(rules) as Permission[];

export function can(role: Role, permission: Permission, flags: SiteFlagsForPermissions = {}): boolean {
  return (rules[permission] ?? (() => false))(role, flags);
}

export function permissionsOf(role: Role, flags: SiteFlagsForPermissions): Permission[] {
  return permissions.filter((permission) => can(role, permission, flags));
}
