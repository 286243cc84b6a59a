import type { ReadModelDb as Db } from '../database.js';

/** Whether two people are friends now (an accepted friendship, whoever asked). */
export async function areFriends(db: Db, userId: string, otherUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom('friendships')
    .select('id')
    .where('status', '=', 'A')
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', userId), eb('friendee_id', '=', otherUserId)]),
        eb.and([eb('sender_id', '=', otherUserId), eb('friendee_id', '=', userId)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of a person's friends (accepted friendships). */
export async function friendIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('friendships')
    .select((eb) =>
      eb.fn
        .coalesce(eb.case().when('sender_id', '=', userId).then(eb.ref('friendee_id')).else(eb.ref('sender_id')).end(), eb.val(''))
        .as('friend_id'),
    )
    .where('status', '=', 'A')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('friendee_id', '=', userId)]))
    .execute();
  return rows.map((row) => row.friend_id as string).filter((id) => id !== '');
}
