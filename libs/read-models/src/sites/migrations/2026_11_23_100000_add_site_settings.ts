import { sql, type Migration } from 'kysely';

/** Site settings (registration window, password rule, branding): one jsonb document per site. */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .alterTable('sites')
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.alterTable('sites').dropColumn('settings').execute();
};
