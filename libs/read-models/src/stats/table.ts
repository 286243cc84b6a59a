import type { Generated } from 'kysely';

/** A participant's day as the stats see it: the last values recorded for it. */
export interface StatsDayTable {
  user_id: string;
  recorded_on: string;
  /** exercise_steps */
  steps: number;
  /** exercise_minutes */
  minutes: number;
  /** steps + minutes × STEPS_PER_MINUTE, so aggregates need not know the rate. */
  total_steps: number;
  logged: boolean;
  weekend: boolean;
  /** Position of the event that set these values: an older one never overwrites them. */
  position: bigint;
  /**
   * The values the last write replaced (0 when it created the day), so the write itself can
   * return the change to add to weeks and years: PostgreSQL 15's RETURNING cannot see old values.
   */
  replaced_total_steps: Generated<number>;
  replaced_minutes: Generated<number>;
  replaced_logged: Generated<boolean>;
}

/** An ISO week (Monday–Sunday); `year` and `week_number` are ISO-8601's. */
export interface StatsWeekTable {
  user_id: string;
  week_start: string;
  year: number;
  week_number: number;
  total_steps: number;
  exercise_minutes: number;
  days_logged: number;
}

/** A calendar year. `weekends_logged` counts logged Saturdays and Sundays. */
export interface StatsYearTable {
  user_id: string;
  year: number;
  total_steps: number;
  exercise_minutes: number;
  days_logged: number;
  weekends_logged: number;
}

export interface StatsTables {
  stats_days: StatsDayTable;
  stats_weeks: StatsWeekTable;
  stats_years: StatsYearTable;
}
