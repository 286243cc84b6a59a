import { paths } from './paths';

/**
 * Spec 1 §2's navigation, as data: the menu's top-level places in order, and the groups among
 * them. Features fill the places with their menu entries (their `manifest.ts`); a place nothing
 * fills (no built screen, no permission) is not shown. The coming capabilities' places are
 * here already, so a new feature's entries need no edit outside its own folder.
 */
export const menuGroups = {
  master: { label: 'Master', section: paths.sites.path },
  content: { label: 'Content', section: paths.policyEditor.section },
  coordinator: { label: 'Coordinator', section: paths.dashboard.section },
  site: { label: 'Site', section: paths.site.section },
  poster: { label: 'Poster', section: paths.wall.section },
  settings: { label: 'Settings', section: paths.settings.path },
  more: { label: 'More', section: paths.siteMap.path },
} as const;

export type MenuGroupId = keyof typeof menuGroups;

/** The top-level places, left to right: groups, and the ids of top-level entries. */
export const menuOrder = [
  'master',
  'home',
  'log',
  'stats',
  'badges',
  'notifications',
  'content',
  'coordinator',
  'site',
  'poster',
  'settings',
  'more',
] as const;

export type MenuPlace = (typeof menuOrder)[number];
export type MenuItemId = Exclude<MenuPlace, MenuGroupId>;
