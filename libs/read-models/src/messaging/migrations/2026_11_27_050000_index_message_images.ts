import type { Migration } from 'kysely';

/** Finding the messages that carry an image (who may read a message's secure image, docs/decisions.md "Message images"). */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .createIndex('conversation_messages_image_idx')
    .on('conversation_messages')
    .column('image')
    .where('image', 'is not', null)
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropIndex('conversation_messages_image_idx').execute();
};
