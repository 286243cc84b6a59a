import { sql, type Migration } from 'kysely';

/**
 * A report's participant rows come by last name, first name (then id): this index hands them over
 * in that order, so a report's first page reads its 20 rows and stops instead of sorting the whole
 * site. Partial on participants (what `participantsOf` reads). The users table is the users
 * capability's; this index serves only reports (as friends' search indexes serve only friends).
 */
export const up: Migration['up'] = async (db) => {
  await sql`create index users_report_order_idx on users (site_id, last_name, first_name, id) where role = 'user' and deleted_at is null`.execute(
    db,
  );
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropIndex('users_report_order_idx').ifExists().execute();
};
