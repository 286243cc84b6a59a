import type { Permission } from '@wellway/domain/users/permissions';
import { createContext } from 'react';
import { menuGroups, menuOrder, type MenuGroupId } from '../../config/menu';
import type { GroupEntry, MenuContext, MenuEntry, MenuLink, TopEntry } from '../../lib/feature-manifest';

export type { MenuLink } from '../../lib/feature-manifest';

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

interface MenuInput extends MenuContext {
  readonly permissions: readonly string[];
}

const isGroupEntry = (entry: MenuEntry): entry is GroupEntry => 'group' in entry;

const shownTo = (permissions: readonly string[], { when, unless }: MenuEntry) =>
  (when === undefined || (typeof when === 'string' ? [when] : when).some((permission: Permission) => permissions.includes(permission))) &&
  !(unless && permissions.includes(unless));

function groupItem(id: MenuGroupId, entries: readonly GroupEntry[], context: MenuContext): MenuItem[] {
  const links = entries
    .filter((entry) => entry.group === id)
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ label: typeof entry.label === 'string' ? entry.label : entry.label(context), to: entry.to(context) }));
  return links.length > 0 ? [{ id, label: menuGroups[id].label, links, section: menuGroups[id].section }] : [];
}

const topItem = (entry: TopEntry, context: MenuContext): MenuItem => ({
  id: entry.id,
  label: entry.label,
  section: entry.section,
  ...(entry.to && { to: entry.to(context) }),
  ...(entry.links && { links: entry.links(context) }),
  ...(entry.count && { count: entry.count(context) }),
});

/**
 * Spec 1 §2 navigation: the features' menu entries (`app/features.ts`) the user may see, in the
 * spec's order (`config/menu.ts`), with spec 1 §6's rules taken from the user's permissions
 * (libs/domain's matrix, the same the API's guards use; they carry the site's feature flags).
 * Only built screens have entries: a group none of whose entries is shown is not shown.
 */
export function buildMenu({ permissions, ...context }: MenuInput, entries: readonly MenuEntry[]): MenuItem[] {
  const shown = entries.filter((entry) => shownTo(permissions, entry));
  const grouped = shown.filter(isGroupEntry);
  const top = shown.filter((entry): entry is TopEntry => !isGroupEntry(entry));
  return menuOrder.flatMap((place) =>
    place in menuGroups
      ? groupItem(place as MenuGroupId, grouped, context)
      : top.filter((entry) => entry.id === place).map((entry) => topItem(entry, context)),
  );
}

/**
 * Every feature's menu entries (`app/features.ts`), provided by the signed-in shell: the site map
 * is one of the features, so it reads them from here rather than importing the list it is in.
 */
export const MenuEntries = createContext<readonly MenuEntry[]>([]);
