import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { effectFor, noEffect } from '../shared/batch.js';

type Trx = Transaction<Database>;
type FollowEventOf = EventOf<'UserFollowed' | 'UserUnfollowed'>;

/**
 * Moves the pair's guard to the event's position; true when the event is newer than anything
 * applied to the pair (a replayed older event answers false and writes nothing).
 */
async function claim(trx: Trx, followerId: string, followeeId: string, position: bigint): Promise<boolean> {
  const moved = await trx
    .insertInto('follow_positions')
    .values({ follower_id: followerId, followee_id: followeeId, position })
    .onConflict((oc) =>
      oc
        .columns(['follower_id', 'followee_id'])
        .doUpdateSet((eb) => ({ position: eb.ref('excluded.position') }))
        .where('follow_positions.position', '<', (eb) => eb.ref('excluded.position')),
    )
    .returning('position')
    .executeTakeFirst();
  return moved !== undefined;
}

async function applyFollow(trx: Trx, event: FollowEventOf): Promise<void> {
  const { siteId, followerId, followeeId } = event.data;
  if (!(await claim(trx, followerId, followeeId, event.position))) return;
  if (event.type === 'UserUnfollowed') {
    await trx.deleteFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
    return;
  }
  await trx
    .insertInto('follows')
    .values({
      site_id: siteId,
      follower_id: followerId,
      followee_id: followeeId,
      created_at: event.data.followedAt,
      position: event.position,
    })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .execute();
}

/**
 * Follows (spec 2 §3 Follow): a row per follower and followee while the follow stands, deleted on
 * an unfollow. An erased person's follows, of them and by them, are deleted too, and their pairs'
 * guards moved past every earlier event, so a replay brings none back.
 */
export const followsProjection = defineProjection({
  name: 'follows',
  version: 1,
  tables: ['follows', 'follow_positions'],
  eventTypes: ['UserFollowed', 'UserUnfollowed', 'UserErasureRequested'],
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const told: string[] = [];
    for (const event of events) {
      if (event.type === 'UserErasureRequested') {
        const { userId } = event.data;
        // Of them or by them.
        const involved = sql<boolean>`follower_id = ${userId} or followee_id = ${userId}`;
        await trx
          .updateTable('follow_positions')
          .set({ position: event.position })
          .where(involved)
          .where('position', '<', event.position)
          .execute();
        const gone = await trx.deleteFrom('follows').where(involved).returning('follower_id').execute();
        told.push(userId, ...gone.map((row) => row.follower_id));
        continue;
      }
      await applyFollow(trx, event);
      told.push(event.data.followerId);
    }
    return effectFor(told);
  },
});
