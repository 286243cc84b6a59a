import type { Migration } from 'kysely';

/** Registration fields on users (spec 2 §3): location, date of birth, eligibility identifier. */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .alterTable('users')
    .addColumn('location_id', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('eligibility_identifier', 'text')
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  for (const column of ['location_id', 'birth_date', 'eligibility_identifier']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
};
