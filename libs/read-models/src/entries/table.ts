import type { ColumnType } from 'kysely';

export interface EntryActivityRow {
  exercise_activity_id: string;
  value: number;
  sequence: number;
}

export interface EntryTable {
  id: string;
  user_id: string;
  site_id: string;
  recorded_on: string;
  exercise_steps: number;
  exercise_minutes: number;
  manually_recorded: boolean;
  /** jsonb: written as a JSON string. */
  activities: ColumnType<EntryActivityRow[], string, string>;
  /** The entry stream's revision: a later revision replaces the row, an earlier one is ignored. */
  revision: bigint;
  updated_at: Date;
  position: bigint;
}

export interface EntriesTables {
  entries: EntryTable;
}
