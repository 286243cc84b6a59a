import { sql, type Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('wall_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('wallable_type', 'text', (c) => c.notNull())
    .addColumn('wallable_id', 'text', (c) => c.notNull())
    .addColumn('parent_post_id', 'text')
    .addColumn('depth', 'int4', (c) => c.notNull())
    .addColumn('tagged_user_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('postable_type', 'text')
    .addColumn('postable_id', 'text')
    .addColumn('author_is_wall_expert', 'boolean', (c) => c.notNull())
    .addColumn('like_count', 'int4', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'int4', (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'int4', (c) => c.notNull().defaultTo(0))
    .addColumn('flagged_by', 'text')
    .addColumn('is_hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('position', 'int8', (c) => c.notNull())
    .addColumn('applied_position', 'int8', (c) => c.notNull())
    .execute();
  // A wall page: a site wall's live top-level posts, latest first.
  await sql`create index wall_posts_wall_idx on wall_posts (site_id, wallable_id, position desc) where depth = 0 and deleted_at is null`.execute(
    db,
  );
  // My posts, a person's posts (friends, following, the numeric filter).
  await sql`create index wall_posts_author_idx on wall_posts (site_id, user_id, position desc) where depth = 0 and deleted_at is null`.execute(
    db,
  );
  await sql`create index wall_posts_tagged_idx on wall_posts using gin (tagged_user_ids) where deleted_at is null`.execute(db);
  // A thread's comments in order.
  await sql`create index wall_posts_parent_idx on wall_posts (parent_post_id, position) where deleted_at is null`.execute(db);
  // The coordinator's flagged posts.
  await sql`create index wall_posts_flagged_idx on wall_posts (site_id, position desc) where deleted_at is null and (report_count > 0 or is_hidden)`.execute(
    db,
  );
  await db.schema
    .createTable('wall_likes')
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('wall_likes_pkey', ['post_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('wall_reports')
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('wall_reports_pkey', ['post_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('wall_counts')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('wallable_id', 'text', (c) => c.notNull())
    .addColumn('posts', 'int4', (c) => c.notNull())
    .addPrimaryKeyConstraint('wall_counts_pkey', ['site_id', 'wallable_id'])
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  for (const table of ['wall_counts', 'wall_reports', 'wall_likes', 'wall_posts']) await db.schema.dropTable(table).execute();
};
