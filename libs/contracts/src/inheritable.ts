import { z } from 'zod';

/**
 * The fields of an item of a list that sites inherit from the default set (spec 3 §1: badges,
 * challenges, goals, evaluations, and later content and billboards), the same in every such list.
 */
export const deleteAction = z
  .enum(['Delete', 'Reset'])
  .nullable()
  .optional()
  .describe(
    "For administrators: what deleting it does on the site (Delete; Reset: the site's copy goes and the default shows again; null: a default, deletable only on the default site).",
  );
export type DeleteAction = z.output<typeof deleteAction>;

export const inheritedFields = {
  site_id: z.string().nullable().describe('null: a default item, shown on every site without its own copy.'),
  parent_id: z.string().nullable().describe("The default item this site's copy replaces."),
  delete_action: deleteAction,
};

/** An item of an inheritable list as the administrator's list shows it. */
export const inheritableItem = z.object({ id: z.string(), ...inheritedFields });
export type InheritableItem = z.output<typeof inheritableItem>;
