import type { Migration } from 'kysely';

/** The site stream's revision (the ETag of a site; If-Match on PUT /sites/{id}); -1 until a projection writes it. */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .alterTable('sites')
    .addColumn('revision', 'int8', (c) => c.notNull().defaultTo(-1))
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.alterTable('sites').dropColumn('revision').execute();
};
