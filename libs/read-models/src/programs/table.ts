import type { ColumnType } from 'kysely';

export interface TimeFrameRow {
  logging_state: string;
  start_date: string;
  end_date: string;
}

export interface PromotionRow {
  app_name: string | null;
  app_id: string | null;
  promotion_id: string | null;
  subdomain: string | null;
  domain_name: string | null;
}

export interface ProgramTable {
  id: string;
  site_id: string;
  name: string;
  enabled: boolean;
  effective_date_start: string | null;
  effective_date_end: string | null;
  location_ids: string[];
  registration_closed: boolean;
  /** jsonb: written as a JSON string. */
  time_frames: ColumnType<TimeFrameRow[], string, string>;
  promotion: ColumnType<PromotionRow, string, string>;
  coordinator_report_promotion_id: string | null;
  /** Deleted programs stay (a replayed ProgramCreated cannot revive them); queries skip them. */
  deleted: boolean;
  /** The program stream's revision: a later one replaces the row, an earlier one is ignored. */
  revision: bigint;
  created_position: bigint;
  position: bigint;
}

export interface ProgramsTables {
  programs: ProgramTable;
}
