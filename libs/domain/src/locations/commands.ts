export interface CreateLocation {
  readonly type: 'CreateLocation';
  readonly siteId: string;
  readonly locationId: string;
  readonly name: string;
  readonly parentLocationId: string | null;
}

/** Rename and/or move: a field left undefined is not changed; an unchanged value appends nothing. */
export interface UpdateLocation {
  readonly type: 'UpdateLocation';
  readonly siteId: string;
  readonly locationId: string;
  readonly name?: string;
  readonly parentLocationId?: string | null;
}

/** `sequence`: every child of one parent, in the new order (POST /locations/reorder). */
export interface ReorderLocations {
  readonly type: 'ReorderLocations';
  readonly siteId: string;
  readonly sequence: readonly string[];
}

export interface DeleteLocation {
  readonly type: 'DeleteLocation';
  readonly siteId: string;
  readonly locationId: string;
}

/** A CSV upload, already parsed: one row per location path (level 1, level 2, level 3). */
export interface UploadLocations {
  readonly type: 'UploadLocations';
  readonly siteId: string;
  /** Seeds the new locations' ids, so deciding twice gives the same events. */
  readonly uploadId: string;
  readonly fileName: string;
  readonly rows: readonly (readonly string[])[];
}

export type LocationCommand = CreateLocation | UpdateLocation | ReorderLocations | DeleteLocation | UploadLocations;
