/** The signed-in person asks for an archive of their data. */
export interface RequestDataExport {
  readonly type: 'RequestDataExport';
  /** A new id, chosen by the caller; ignored when an export is already being built. */
  readonly exportId: string;
  readonly userId: string;
  readonly siteId: string;
  readonly requestedAt: string;
  /** The master acting as this person, if any: they may not take the person's data away. */
  readonly impersonatorId: string | null;
}

/** The worker stored the archive. */
export interface CompleteDataExport {
  readonly type: 'CompleteDataExport';
  readonly exportId: string;
  readonly userId: string;
  readonly siteId: string;
  readonly readyAt: string;
}

/** The worker could not build the archive. */
export interface FailDataExport {
  readonly type: 'FailDataExport';
  readonly exportId: string;
  readonly userId: string;
  readonly siteId: string;
  readonly failedAt: string;
}

export type DataExportCommand = RequestDataExport | CompleteDataExport | FailDataExport;
