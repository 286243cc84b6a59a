import type { ColumnType } from 'kysely';

/** Fact name → figure (domain `reportFacts`); jsonb, numbers as numbers. */
export type FactFigures = Record<string, number>;
/** Fact name → the last site-local day (YYYY-MM-DD) its value was non-zero. */
export type FactDays = Record<string, string>;

type Json<T> = ColumnType<T, string, string>;

/**
 * One participant's figures on one site-local day (issue 16 "the per-day facts reports filter by
 * date"): the reporting projection applies each event's report facts (`add` adds, `set` replaces
 * the day's value). A report with dates sums these over its days.
 */
export interface ReportDayTable {
  site_id: string;
  user_id: string;
  /** The site-local day, YYYY-MM-DD. */
  on: ColumnType<string, string, string>;
  facts: Json<FactFigures>;
  /** Position of the last event that changed the row: an older one never changes it again. */
  position: bigint;
}

/**
 * One row per participant per site: every fact's total over all their days, and the last day
 * each was non-zero. A report without dates reads these; participant attributes (name, location,
 * registration) come from the users and locations read models.
 */
export interface ReportParticipantTable {
  site_id: string;
  user_id: string;
  facts: Json<FactFigures>;
  last_on: Json<FactDays>;
  position: bigint;
}

/**
 * Who the end-of-program report counts, and where (the users read model's participants, as the
 * reporting projection sees them: role `user`, not erased, their current location, '' for none),
 * and on which days each logged: bit i of `logged` is the day `logged_from` + i, from their first
 * logged day to their last (null when none). A row for everyone with a registration or a fact.
 */
export interface ReportPersonTable {
  site_id: string;
  user_id: string;
  location_id: ColumnType<string, string | undefined, string>;
  counted: ColumnType<boolean, boolean | undefined, boolean>;
  logged_from: ColumnType<string | null, string | null | undefined, string | null>;
  /** The bit string as text ('1001…'). */
  logged: ColumnType<string | null, string | null | undefined, string | null>;
  /** Position of the last registration, location or erasure event applied. */
  position: ColumnType<bigint, bigint | undefined, bigint>;
}

/** The figures the EOP sums, per location and day (`ROLLED_UP_FACTS`); typed, not jsonb. */
export interface RolledUpFigures {
  steps: number;
  exercise_minutes: number;
  badges_earned: number;
  challenges_sent: number;
  challenges_completed: number;
  goals_created: number;
  goals_completed: number;
}

/**
 * Per location (a counted person's own one) and site-local day: the sums of their figures, and
 * how many participant-days (report_days rows) the sums cover; a row exists while that is > 0.
 */
export interface ReportLocationDayTable extends RolledUpFigures {
  site_id: string;
  location_id: string;
  on: ColumnType<string, string, string>;
  participant_days: number;
}

/**
 * Per location and calendar week (its Monday): how many counted people logged on at least one of
 * its days and on `ACTIVE_DAYS_PER_WEEK` or more, and the participant-days under them.
 */
export interface ReportLocationWeekTable {
  site_id: string;
  location_id: string;
  week: ColumnType<string, string, string>;
  participant_days: number;
  logged: number;
  active: number;
}

export interface ReportingTables {
  report_days: ReportDayTable;
  report_participants: ReportParticipantTable;
  report_people: ReportPersonTable;
  report_location_days: ReportLocationDayTable;
  report_location_weeks: ReportLocationWeekTable;
}
