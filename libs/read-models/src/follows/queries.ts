import type { ReadModelDb as Db } from '../database.js';

/** A follow as the /following list shows it (spec 2 §3 Follow): the followed person, with their name and photo. */
export interface FollowRow {
  /** The followed person's id (the spec's Follow id). */
  readonly followee_id: string;
  readonly follower_id: string;
  readonly full_name: string;
  readonly image_url: string | null;
  readonly followed_at: string;
}

interface Scope {
  readonly siteId: string;
  readonly followerId: string;
}

function followsQuery(db: Db, { siteId, followerId }: Scope) {
  return (
    db
      .selectFrom('follows')
      // Only live people of the same site: an erased or moved person is not listed.
      .innerJoin('users', (join) =>
        join
          .onRef('users.id', '=', 'follows.followee_id')
          .on('users.deleted_at', 'is', null)
          .onRef('users.site_id', '=', 'follows.site_id'),
      )
      .select([
        'follows.followee_id',
        'follows.follower_id',
        'follows.created_at',
        'users.first_name',
        'users.last_name',
        'users.image_url',
      ])
      .where('follows.site_id', '=', siteId)
      .where('follows.follower_id', '=', followerId)
  );
}

type RawRow = Awaited<ReturnType<ReturnType<typeof followsQuery>['executeTakeFirstOrThrow']>>;

const toFollowRow = (row: RawRow): FollowRow => ({
  followee_id: row.followee_id,
  follower_id: row.follower_id,
  full_name: `${row.first_name} ${row.last_name}`.trim(),
  image_url: row.image_url,
  followed_at: row.created_at.toISOString(),
});

/** Whom a person follows on their site, by name (GET /users/{user_id}/follows). */
export async function followsOf(db: Db, scope: Scope): Promise<FollowRow[]> {
  const rows = await followsQuery(db, scope)
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('follows.followee_id')
    .execute();
  return rows.map(toFollowRow);
}

/** The person's follow of one other person, if it stands (GET /follows/{id}: is-following). */
export async function followOf(db: Db, scope: Scope & { readonly followeeId: string }): Promise<FollowRow | undefined> {
  const row = await followsQuery(db, scope).where('follows.followee_id', '=', scope.followeeId).executeTakeFirst();
  return row && toFollowRow(row);
}

/** Whether `followerId` follows `followeeId` on the site now. */
export async function isFollowing(db: Db, scope: Scope & { readonly followeeId: string }): Promise<boolean> {
  return (await followOf(db, scope)) !== undefined;
}
