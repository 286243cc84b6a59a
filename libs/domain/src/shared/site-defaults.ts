import { deterministicId } from './ids.js';

/**
 * Default-site inheritance (spec 3 §1, §4): badges, challenges, goals, evaluations, content,
 * billboards and every later admin list come in a default set that a site without its own item
 * shows. One rule, used by every such list; the read side is `inheritedItems` in read-models.
 *
 * - An item's `siteId` is its site, or `null` for the default set (spec 3 §3: "site_id null means
 *   a default badge").
 * - The default site (the original's "site id 5") is where administrators edit the default set
 *   itself: a save there writes the default item; a save on any other site writes that site's copy.
 * - A site's copy of a default item records the default's id as `parentId`, and hides that default
 *   on its site. Deleting the copy ("Reset") shows the default again.
 */

/** The default site's id: a well-known site that `ops` creates, named "Default site". */
export const DEFAULT_SITE_ID = deterministicId('site', 'default');

/** null: the default set; otherwise a site's own items. */
export type ItemScope = string | null;

export interface InheritableItem {
  readonly id: string;
  readonly siteId: ItemScope;
  /** The default item this site item is a copy of (null for items the site made itself). */
  readonly parentId: string | null;
}

/** The scope an administrator's save on `siteId` writes to. */
export const scopeForSite = (siteId: string): ItemScope => (siteId === DEFAULT_SITE_ID ? null : siteId);

/**
 * Whether `siteId`'s administrator sees `item` at all: its own items and the default set. Another
 * site's items (its own, or its copies of defaults) are not there: not found, never copied.
 */
export const seenFrom = (item: InheritableItem, siteId: string): boolean => item.siteId === null || item.siteId === scopeForSite(siteId);

export type SaveTarget =
  /** The item is the site's own (or a default edited on the default site): change it in place. */
  | { readonly kind: 'in-place'; readonly itemId: string }
  /** A default item saved on another site: create that site's copy. */
  | { readonly kind: 'copy'; readonly itemId: string; readonly siteId: string; readonly parentId: string }
  /** Another site's item: this site does not see it (404), and nothing changes. */
  | { readonly kind: 'not-found' };

/**
 * What saving `item` while administering `siteId` does. The copy's id is derived from the site
 * and the parent, so a retried save (or two saves at once) make one copy, never two.
 */
export function saveTarget(item: InheritableItem, siteId: string): SaveTarget {
  if (!seenFrom(item, siteId)) return { kind: 'not-found' };
  if (item.siteId === scopeForSite(siteId)) return { kind: 'in-place', itemId: item.id };
  return { kind: 'copy', itemId: siteCopyId(siteId, item.id), siteId, parentId: item.id };
}

/**
 * The ids a person may already have met `item` under on `siteId` (earned it, answered it): a site's
 * copy is the same item as its default, and a default the same as the copy the site had before a reset.
 */
export const sameItemIds = (item: Pick<InheritableItem, 'id' | 'parentId'>, siteId: string): string[] =>
  item.parentId ? [item.id, item.parentId] : [item.id, siteCopyId(siteId, item.id)];

/** The id of `siteId`'s copy of the default item `parentId`. */
export const siteCopyId = (siteId: string, parentId: string): string => deterministicId('site-copy', siteId, parentId);

export type DeleteOutcome =
  /** A default item deleted on the default site, or a site's own item with no default behind it: gone. */
  | { readonly kind: 'delete'; readonly label: 'Delete' }
  /** A site's copy of a default: deleting it restores the default on that site. */
  | { readonly kind: 'reset'; readonly label: 'Reset' }
  /** A default item seen from another site: that site cannot delete it (it has nothing to reset). */
  | { readonly kind: 'refused' }
  /** Another site's item: this site does not see it (404), and nothing changes. */
  | { readonly kind: 'not-found' };

/** The list's `delete_action` for an administrator: what the item's delete button does on the site (null: none). */
export const deleteAction = (item: InheritableItem, siteId: string): 'Delete' | 'Reset' | null => {
  const outcome = deleteOutcome(item, siteId);
  return outcome.kind === 'delete' || outcome.kind === 'reset' ? outcome.label : null;
};

/** What the delete action on `item` does while administering `siteId` (spec 3 §4 "Reset Badge"). */
export function deleteOutcome(item: InheritableItem, siteId: string): DeleteOutcome {
  if (!seenFrom(item, siteId)) return { kind: 'not-found' };
  const scope = scopeForSite(siteId);
  if (item.siteId !== scope) return { kind: 'refused' };
  if (scope !== null && item.parentId !== null) return { kind: 'reset', label: 'Reset' };
  return { kind: 'delete', label: 'Delete' };
}

/** The items a site sees, from its own and the default set: its own, plus every default it has no copy of. */
export function inheritedItems<T extends InheritableItem>(items: readonly T[], siteId: string): T[] {
  const scope = scopeForSite(siteId);
  const own = items.filter((item) => item.siteId === scope && scope !== null);
  const copied = new Set(own.map((item) => item.parentId).filter((id): id is string => id !== null));
  const defaults = items.filter((item) => item.siteId === null && !copied.has(item.id));
  return [...own, ...defaults];
}
