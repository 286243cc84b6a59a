/** A catalogue challenge (spec 2 §3 Challenge); `site_id` null: the default set (shared/site-defaults). */
export interface ChallengeTable {
  id: string;
  site_id: string | null;
  /** The default this site's copy replaces; a deleted row has none, so the default shows again. */
  parent_id: string | null;
  name: string;
  month: number;
  /** Deleted rows stay (a replayed ChallengeCreated cannot bring them back); queries skip them. */
  deleted: boolean;
  position: bigint;
}

export interface ChallengeCatalogueTables {
  challenges: ChallengeTable;
}
