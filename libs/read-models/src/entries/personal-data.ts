import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** Every day the person logged, oldest first. */
export async function exportPersonEntries(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
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
