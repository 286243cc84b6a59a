export interface EligibilityTable {
  /** The record's id (name-based on site and identifier; see eligibilityIdFor). */
  id: string;
  site_id: string;
  identifier: string;
  /** identifierKey(identifier): how lookups compare identifiers. */
  identifier_key: string;
  first_name: string;
  last_name: string;
  email: string;
  /** The spec's string_1. */
  location: string;
  birth_date: string | null;
  /** Set once someone registered with the record. */
  user_id: string | null;
  /** Deleted records stay as tombstones so a replayed older event cannot bring them back. */
  deleted: boolean;
  position: bigint;
}

export interface EligibilityTables {
  eligibilities: EligibilityTable;
}
