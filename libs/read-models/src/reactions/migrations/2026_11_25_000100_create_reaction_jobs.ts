import { sql, type Migration } from 'kysely';

/** The reactors' outbox; a partial index keeps the pending rows (few) cheap to find among the done (many). */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('reaction_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('reaction_jobs_pending')
    .on('reaction_jobs')
    .columns(['queue', 'id'])
    .where(sql.ref('done_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('reaction_jobs_done_at')
    .on('reaction_jobs')
    .column('done_at')
    .where(sql.ref('done_at'), 'is not', null)
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('reaction_jobs').execute();
};
