import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('conversation_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_message_id', 'text')
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('last_message_position', 'int8')
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('member_position', 'int8', (c) => c.notNull())
    .addColumn('muted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('muted_position', 'int8', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_position', 'int8')
    .addColumn('last_seen_at', 'timestamptz')
    .addPrimaryKeyConstraint('conversation_members_pkey', ['conversation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('conversation_members_user_idx').on('conversation_members').columns(['user_id', 'site_id']).execute();
  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_messages_conversation_idx')
    .on('conversation_messages')
    .columns(['conversation_id', 'position'])
    .execute();
  await db.schema.createIndex('conversation_messages_user_idx').on('conversation_messages').column('user_id').execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('conversation_messages').execute();
  await db.schema.dropTable('conversation_members').execute();
  await db.schema.dropTable('conversations').execute();
};
