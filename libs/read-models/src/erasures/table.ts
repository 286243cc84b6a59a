/** The masters' erasure audit (docs/personal-data.md): ids and times only, never the erased data. */
export interface ErasureTable {
  user_id: string;
  site_id: string;
  /** The master who erased them, or the person themself (`by_self`). */
  requested_by_id: string;
  by_self: boolean;
  requested_at: Date;
  /** Set by UserErased: the person's key is destroyed. */
  erased_at: Date | null;
}

export interface ErasuresTables {
  erasures: ErasureTable;
}
