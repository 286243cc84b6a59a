/**
 * The words of a list that sites inherit from the default set (spec 3 §1, §4): the tag each row
 * carries and the delete / reset confirmation its `delete_action` drives. Pure, so a unit spec
 * pins the wording of every list.
 */

export type DeleteAction = 'Delete' | 'Reset';

/**
 * The default site's id (`DEFAULT_SITE_ID` in libs/domain, deterministicId('site', 'default'));
 * written out because the domain's id helper needs node:crypto. A unit spec checks they agree.
 * Administering it edits the default set every site inherits (spec 3 §1).
 */
export const DEFAULT_SITE_ID = '2b01089c-85e4-5d1c-bf9c-a1e3f6b7563e';

export const isDefaultSite = (siteId: string): boolean => siteId === DEFAULT_SITE_ID;

/** Where a row comes from, as the site being administered sees it. */
export type ItemSource = 'default' | 'edited' | 'own';

export interface InheritedRow {
  readonly id: string;
  readonly site_id: string | null;
  readonly parent_id: string | null;
  readonly delete_action?: DeleteAction | null;
}

export interface InheritableWording {
  /** The item's name in labels, capitalised as the spec writes it: 'Badge' gives 'Delete Badge' and 'Reset Badge' (spec 3 §4). */
  readonly noun: string;
  /** Said after a delete's question, e.g. what happens to the item's children (goals re-parent them). */
  readonly deleteNote?: string;
  /**
   * Spec 3 §4 for badges: off the default site the action always reads 'Reset Badge', and a
   * site's own badge with no default behind it is deleted by it.
   */
  readonly resetOffDefaultSite?: boolean;
}

export const sourceOf = (item: InheritedRow): ItemSource =>
  item.site_id === null ? 'default' : item.parent_id !== null ? 'edited' : 'own';

export const SOURCE_LABELS: Record<ItemSource, string> = { default: 'Default', edited: 'Edited', own: 'This site' };

/** The button, the dialog's title and its confirm button: 'Delete Badge', 'Reset Goal'. */
export const actionLabel = (wording: InheritableWording, action: DeleteAction, onDefaultSite: boolean): string =>
  `${wording.resetOffDefaultSite && !onDefaultSite ? 'Reset' : action} ${wording.noun}`;

/** The dialog's question. `onDefaultSite`: the item is part of the default set every other site inherits. */
export function confirmationOf(wording: InheritableWording, action: DeleteAction, name: string, onDefaultSite: boolean): string {
  const noun = wording.noun.toLowerCase();
  if (action === 'Delete' && wording.resetOffDefaultSite && !onDefaultSite) {
    return `Reset “${name}”? It has no default ${noun} behind it, so it is deleted.`;
  }
  if (action === 'Reset') return `Reset “${name}”? This site’s changes are removed and the default ${noun} shows again.`;
  const reach = onDefaultSite ? ' Every site that has not made its own copy loses it.' : ' This cannot be undone.';
  return `Delete “${name}”?${reach}${wording.deleteNote ? ` ${wording.deleteNote}` : ''}`;
}

/** Announced once it is done. */
export const doneMessage = (action: DeleteAction, name: string): string =>
  action === 'Reset' ? `${name} reset to the default.` : `${name} deleted.`;

/** Said when the API gave no reason. */
export const failedMessage = (wording: InheritableWording, action: DeleteAction): string =>
  `Could not ${action === 'Reset' ? 'reset' : 'delete'} the ${wording.noun.toLowerCase()}.`;
