import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** A logged day as a person's data export gives it (data.json and entries.csv). */
export interface PersonEntry {
  readonly id: string;
  readonly recorded_on: string;
  readonly exercise_steps: number;
  readonly exercise_minutes: number;
  readonly manually_recorded: boolean;
  readonly activities: readonly { readonly exercise_activity_id: string; readonly value: number }[];
  readonly updated_at: string;
}

/** Every day the person logged, oldest first. */
export async function listPersonEntries(db: Db, { userId, siteId }: PersonalDataSubject): Promise<PersonEntry[]> {
  const rows = await db
    .selectFrom('entries')
    .select(['id', 'recorded_on', 'exercise_steps', 'exercise_minutes', 'manually_recorded', 'activities', 'updated_at'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .orderBy('recorded_on')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recorded_on: row.recorded_on,
    exercise_steps: row.exercise_steps,
    exercise_minutes: row.exercise_minutes,
    manually_recorded: row.manually_recorded,
    activities: row.activities.map(({ exercise_activity_id, value }) => ({ exercise_activity_id, value })),
    updated_at: row.updated_at.toISOString(),
  }));
}
