import { sql, type Migration } from 'kysely';

/** The expiry sweep's question (open challenges past their time), answered from a small partial index. */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .createIndex('user_challenges_open_expiry_idx')
    .on('user_challenges')
    .columns(['expires_at', 'id'])
    .where(sql.ref('status'), 'in', sql`('pending', 'active')`)
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropIndex('user_challenges_open_expiry_idx').ifExists().execute();
};
