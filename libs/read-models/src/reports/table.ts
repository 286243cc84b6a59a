import type { ColumnType } from 'kysely';
import type { ReportType, SavedReportFilter } from '@wellway/domain';

/** A saved report (spec 3 §3 Report): a site's custom one, or a default one (site_id null) every site lists. */
export interface SavedReportTable {
  id: string;
  site_id: string | null;
  name: string;
  report_type: ReportType;
  /** jsonb: report-field ids. */
  fields: ColumnType<string[], string, string>;
  /** jsonb: (field, sign, value). */
  filters: ColumnType<SavedReportFilter[], string, string>;
  sql: string | null;
  /** The report a "save as" copied. */
  parent_id: string | null;
  created_by_master: boolean;
  /** Deleted reports stay, flagged, so a replayed ReportSaved cannot bring them back. */
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
  /** Position of the last event applied: an older one never changes the row. */
  position: bigint;
}

export interface ReportsTables {
  saved_reports: SavedReportTable;
}
