import { sql, type CreateTableBuilder, type Migration } from 'kysely';

/** Key columns compare byte-wise: ids, dates and category names are ASCII, and a byte-wise key makes the index much cheaper to write. */
const keyText = sql`text collate "C"`;

/** The person, site and year every version's counts begin with. */
const whose = <T extends string>(table: CreateTableBuilder<T, never>) =>
  table
    .addColumn('user_id', keyText, (c) => c.notNull())
    .addColumn('site_id', keyText, (c) => c.notNull())
    .addColumn('year', 'int4', (c) => c.notNull());

/**
 * badge_progress_counts, version 2 of the projection: one row per key (person, site, year, scope,
 * key) holding every category's latest amount as a jsonb map, instead of one row per key and
 * category: a day's entry is one row, not three. The projection's new version rebuilds it (and
 * badge_progress, which readers keep reading meanwhile). `badge_progress_merge` folds amounts in
 * log order (`||`: a later amount of a category replaces it), for the rebuild.
 */
export const up: Migration['up'] = async (db) => {
  await db.schema.dropTable('badge_progress_counts').execute();
  await whose(db.schema.createTable('badge_progress_counts'))
    .addColumn('scope', keyText, (c) => c.notNull())
    .addColumn('key', keyText, (c) => c.notNull())
    .addColumn('amounts', 'jsonb', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addColumn('replaced', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('badge_progress_counts_pkey', ['user_id', 'site_id', 'year', 'scope', 'key'])
    .execute();
  await sql`create or replace aggregate badge_progress_merge(jsonb) (sfunc = jsonb_concat, stype = jsonb, initcond = '{}')`.execute(db);
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await sql`drop aggregate if exists badge_progress_merge(jsonb)`.execute(db);
  await db.schema.dropTable('badge_progress_counts').execute();
  await whose(db.schema.createTable('badge_progress_counts'))
    .addColumn('category', keyText, (c) => c.notNull())
    .addColumn('scope', keyText, (c) => c.notNull())
    .addColumn('key', keyText, (c) => c.notNull())
    .addColumn('amount', 'int4', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addColumn('replaced_amount', 'int4', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('badge_progress_counts_pkey', ['user_id', 'site_id', 'year', 'category', 'scope', 'key'])
    .execute();
};
