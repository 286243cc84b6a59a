import { sql, type Migration } from 'kysely';

/** Key columns compare byte-wise: ids, dates and category names are ASCII, and a byte-wise key makes the index much cheaper to write. */
const keyText = sql`text collate "C"`;

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('badge_progress_counts')
    .addColumn('user_id', keyText, (c) => c.notNull())
    .addColumn('site_id', keyText, (c) => c.notNull())
    .addColumn('year', 'int4', (c) => c.notNull())
    .addColumn('category', keyText, (c) => c.notNull())
    .addColumn('scope', keyText, (c) => c.notNull())
    .addColumn('key', keyText, (c) => c.notNull())
    .addColumn('amount', 'int4', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addColumn('replaced_amount', 'int4', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('badge_progress_counts_pkey', ['user_id', 'site_id', 'year', 'category', 'scope', 'key'])
    .execute();

  await db.schema
    .createTable('badge_progress')
    .addColumn('user_id', keyText, (c) => c.notNull())
    .addColumn('site_id', keyText, (c) => c.notNull())
    .addColumn('year', 'int4', (c) => c.notNull())
    .addColumn('category', keyText, (c) => c.notNull())
    .addColumn('scope', keyText, (c) => c.notNull())
    .addColumn('progress', 'int4', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addPrimaryKeyConstraint('badge_progress_pkey', ['user_id', 'site_id', 'year', 'category', 'scope'])
    // Room on each page, so the constant updates of progress stay HOT (no index writes).
    .modifyEnd(sql`with (fillfactor = 50)`)
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('badge_progress').execute();
  await db.schema.dropTable('badge_progress_counts').execute();
};
