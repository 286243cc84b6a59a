import { sql, type Migration } from 'kysely';

/**
 * The friends page (spec 2 §5, include=stats) counts each friend's completed challenges, per side:
 * partial indexes on the completed ones answer each count from the index alone (no visit to every
 * challenge row of the friend, completed or not). The user_challenges table is the challenges
 * capability's; these indexes serve only the friends page.
 */
const indexes = [
  ['user_challenges_sender_completed_idx', 'sender_id', 'sender_completed_at'],
  ['user_challenges_receiver_completed_idx', 'receiver_id', 'receiver_completed_at'],
] as const;

export const up: Migration['up'] = async (db) => {
  for (const [name, person, completed] of indexes) {
    await sql`create index ${sql.id(name)} on user_challenges (${sql.ref(person)}, site_id) where ${sql.ref(completed)} is not null`.execute(
      db,
    );
  }
};

export const down: NonNullable<Migration['down']> = async (db) => {
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
};
