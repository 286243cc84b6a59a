import type { Kysely } from 'kysely';
import { defaultSubscription, type EmailSubscription, type Subscription } from '@wellway/domain';
import type { Database } from '@wellway/read-models';

/** A notice as the notifications model raised it, with `{actor}` filled in with the actor's name as it is now. */
export interface RaisedNotice {
  readonly key: string;
  readonly message: string;
  readonly link: string;
}

/** The notification row of a notice (emptied, key 'erased', once its person was erased); undefined until raised. */
export async function raisedNotice(db: Kysely<Database>, noticeId: string): Promise<RaisedNotice | undefined> {
  const row = await db
    .selectFrom('notifications as n')
    .leftJoin('users as actor', 'actor.id', 'n.actor_id')
    .select(['n.key', 'n.message', 'n.link', 'actor.first_name as actor_first_name', 'actor.last_name as actor_last_name'])
    .where('n.id', '=', noticeId)
    .executeTakeFirst();
  if (!row) return undefined;
  // As the notifications list reads it: "Former participant" once the actor is erased, "Someone" without one.
  const actor = row.actor_first_name === null ? 'Someone' : `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim();
  return { key: row.key, message: row.message.replaceAll('{actor}', actor), link: row.link };
}

export interface Recipient {
  readonly email: string;
  readonly erased: boolean;
  readonly subscription: Subscription;
}

export async function recipient(db: Kysely<Database>, userId: string): Promise<Recipient | undefined> {
  const row = await db.selectFrom('users').select(['email', 'deleted_at', 'subscription']).where('id', '=', userId).executeTakeFirst();
  return row && { email: row.email, erased: row.deleted_at !== null, subscription: row.subscription ?? defaultSubscription };
}

const flags: Record<EmailSubscription, keyof Subscription> = {
  email_friend_requests: 'emailFriendRequests',
  email_wall_posts: 'emailWallPosts',
  email_team: 'emailTeam',
  email_challenges: 'emailChallenges',
  email_site: 'emailSite',
};

/** Spec 2 §5: e-mailed when that subscription is on and the person did not unsubscribe from all. */
export const subscribedTo = (subscription: Subscription, wanted: EmailSubscription): boolean =>
  !subscription.emailUnsubscribeAll && subscription[flags[wanted]] === true;
