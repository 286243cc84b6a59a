/**
 * Save one catalogue item (create it, create it again after a delete, or change it). The API picks
 * the item with `saveTarget` (a default saved on another site becomes that site's copy).
 */
export interface SaveChallenge {
  readonly type: 'SaveChallenge';
  readonly challengeId: string;
  readonly siteId: string | null;
  readonly parentId: string | null;
  readonly name: string;
  readonly month: number;
  /** false: only change an item that exists (PUT); true: create it when it does not (POST, a site's copy). */
  readonly create: boolean;
}

export interface DeleteChallenge {
  readonly type: 'DeleteChallenge';
  readonly challengeId: string;
}

export type ChallengeCatalogueCommand = SaveChallenge | DeleteChallenge;
