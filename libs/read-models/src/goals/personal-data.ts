import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';
import { personGoals, userGoalView } from './queries.js';

/** The person's goals: what they set out to do, their own words, and when they finished. */
export async function exportGoals(db: Db, subject: PersonalDataSubject): Promise<unknown> {
  return (await personGoals(db as never, subject)).map(userGoalView);
}
