import { sql, type Migration } from 'kysely';

/**
 * Default badges (spec 3 §1, §4): `site_id` null is the default set, a site's copy names its
 * default in `parent_id` (seenOnSite needs the (site_id, parent_id) index); campaign badges name
 * a program. Each scope's order; and the positions of deletions, so an older event replayed never
 * brings a deleted badge back.
 */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .alterTable('badge_definitions')
    .alterColumn('site_id', (c) => c.dropNotNull())
    .addColumn('parent_id', 'text')
    .addColumn('program_id', 'text')
    .execute();
  await db.schema.createIndex('badge_definitions_site_parent_idx').on('badge_definitions').columns(['site_id', 'parent_id']).execute();
  await db.schema
    .createTable('badge_orders')
    .addColumn('scope', 'text', (c) => c.primaryKey()) // a site id, or '' for the default set
    .addColumn('sequence', sql`text[]`, (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('badge_definition_removals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('badge_definition_removals').execute();
  await db.schema.dropTable('badge_orders').execute();
  await db.schema.dropIndex('badge_definitions_site_parent_idx').execute();
  await db.schema.alterTable('badge_definitions').dropColumn('program_id').dropColumn('parent_id').execute();
};
