import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/** A site's locations form one tree (one stream per site): names, parents and order of siblings. */
export type LocationCreated = DomainEvent<
  'LocationCreated',
  {
    readonly siteId: string;
    readonly locationId: string;
    readonly name: string;
    readonly parentLocationId: string | null;
    /** 1-based place among its siblings (appended last). */
    readonly sequence: number;
  }
>;
export type LocationRenamed = DomainEvent<
  'LocationRenamed',
  { readonly siteId: string; readonly locationId: string; readonly name: string }
>;
/** Moved under another parent (null: the top level), appended last among its new siblings. */
export type LocationMoved = DomainEvent<
  'LocationMoved',
  {
    readonly siteId: string;
    readonly locationId: string;
    readonly parentLocationId: string | null;
    readonly sequence: number;
  }
>;
/** The complete new order of one parent's children: sequence = index + 1. */
export type LocationsReordered = DomainEvent<
  'LocationsReordered',
  {
    readonly siteId: string;
    readonly parentLocationId: string | null;
    readonly locationIds: readonly string[];
  }
>;
export type LocationDeleted = DomainEvent<'LocationDeleted', { readonly siteId: string; readonly locationId: string }>;

export type UploadRowStatus = 'created' | 'existing' | 'rejected';

/** One row of an uploaded CSV and what became of it. */
export interface UploadRowResult {
  /** Line number in the file (1 = the first line). */
  readonly row: number;
  readonly path: readonly string[];
  readonly status: UploadRowStatus;
  /** Why a row was rejected; null otherwise. */
  readonly message: string | null;
  /** The location the row names (its last level), when it exists after the upload. */
  readonly locationId: string | null;
}

/** A location an upload created (what LocationCreated carries, less the site). */
export interface UploadedLocation {
  readonly locationId: string;
  readonly name: string;
  readonly parentLocationId: string | null;
  readonly sequence: number;
}

/**
 * A CSV upload as one event: the locations it created (parents before children) and the
 * row-by-row report. One event, so a site of thousands of locations folds cheaply.
 */
export type LocationsUploaded = DomainEvent<
  'LocationsUploaded',
  {
    readonly siteId: string;
    readonly uploadId: string;
    readonly fileName: string;
    readonly created: readonly UploadedLocation[];
    readonly rows: readonly UploadRowResult[];
  }
>;

export type LocationEvent = LocationCreated | LocationRenamed | LocationMoved | LocationsReordered | LocationDeleted | LocationsUploaded;

export const locationEventTypes: readonly LocationEvent['type'][] = [
  'LocationCreated',
  'LocationRenamed',
  'LocationMoved',
  'LocationsReordered',
  'LocationDeleted',
  'LocationsUploaded',
];

/** No personal data (docs/personal-data.md): A site's places and an upload's report. */
export const locationPersonalData = {
  rules: {},
  withoutPersonalData: [
    'LocationCreated',
    'LocationRenamed',
    'LocationMoved',
    'LocationsReordered',
    'LocationDeleted',
    'LocationsUploaded',
  ],
} as const satisfies PersonalDataDeclaration<LocationEvent>;
