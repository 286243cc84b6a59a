import type { ColumnType } from 'kysely';

/** A person's export as the log tells it (DataExportRequested, …Completed, …Failed). */
export interface DataExportTable {
  id: string;
  user_id: string;
  site_id: string;
  /** 'requested' until the log says 'ready' or 'failed' (building and expired are read from the worker's progress and the clock). */
  status: 'requested' | 'ready' | 'failed';
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  position: bigint;
}

/** Operational state written by the export worker, not a projection: how far the archive is (0–100). */
export interface DataExportProgressTable {
  export_id: string;
  progress: number;
  updated_at: Date;
}

/**
 * Operational state written by the export worker: the finished archive itself, for its owner to
 * download until `expires_at`; a sweep deletes it then. Never in the log (it is the person's data).
 */
export interface DataExportArchiveTable {
  export_id: string;
  user_id: string;
  site_id: string;
  file_name: string;
  archive: Buffer;
  byte_size: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
}

export interface DataExportsTables {
  data_exports: DataExportTable;
  data_export_progress: DataExportProgressTable;
  data_export_archives: DataExportArchiveTable;
}
