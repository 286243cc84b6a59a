export interface LocationTable {
  id: string;
  site_id: string;
  name: string;
  parent_location_id: string | null;
  sequence: number;
  /** Deleted rows stay (so a replayed LocationCreated cannot bring them back); queries skip them. */
  deleted: boolean;
  /** The last event applied to the row: older events are ignored. */
  position: bigint;
}

export interface LocationsTables {
  locations: LocationTable;
}
