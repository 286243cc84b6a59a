import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/**
 * Whom the person follows and who follows them, on their site: the other people by id only
 * (their names are theirs), with the date each follow began.
 */
export async function exportFollows(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('follows')
    .select(['follower_id', 'followee_id', 'created_at'])
    .where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .orderBy('created_at')
    .orderBy('follower_id')
    .orderBy('followee_id')
    .execute();
  const since = (row: (typeof rows)[number]) => row.created_at.toISOString();
  return {
    following: rows.filter((row) => row.follower_id === userId).map((row) => ({ user_id: row.followee_id, since: since(row) })),
    followers: rows.filter((row) => row.followee_id === userId).map((row) => ({ user_id: row.follower_id, since: since(row) })),
  };
}
