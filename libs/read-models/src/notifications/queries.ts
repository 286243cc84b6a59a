import type { Selectable } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import type { NotificationTable } from './table.js';

/** docs/api.md's Notification: the row's text, its times as ISO text. */
export type NotificationView = Pick<Selectable<NotificationTable>, 'id' | 'key' | 'message' | 'link'> & {
  created_at: string;
  updated_at: string;
  read_at: string | null;
  seen_at: string | null;
};

export interface NotificationsQuery {
  userId: string;
  filter: 'unread' | 'all';
  /** null (or 0) = all. */
  limit: number | null;
}

export interface NotificationCounts {
  unread: number;
  unseen: number;
  /** Every notification the user has, read or not. */
  total: number;
}

type Row = Selectable<NotificationTable> & { actor_first_name: string | null; actor_last_name: string | null };

/** `{actor}` becomes the actor's name as it is now ("Former participant" once they are erased). */
function messageOf(row: Row): string {
  if (!row.message.includes('{actor}')) return row.message;
  const name = row.actor_first_name === null ? 'Someone' : `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim();
  return row.message.replaceAll('{actor}', name);
}

function toNotificationView(row: Row): NotificationView {
  return {
    id: row.id,
    key: row.key,
    message: messageOf(row),
    link: row.link,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    seen_at: row.seen_at?.toISOString() ?? null,
  };
}

/** Newest first. */
export async function listNotifications(db: Db, { userId, filter, limit }: NotificationsQuery): Promise<NotificationView[]> {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('users as actor', 'actor.id', 'n.actor_id')
    .selectAll('n')
    .select(['actor.first_name as actor_first_name', 'actor.last_name as actor_last_name'])
    .where('n.user_id', '=', userId)
    .orderBy('n.position', 'desc');
  if (filter === 'unread') query = query.where('n.read_at', 'is', null);
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(toNotificationView);
}

export async function notificationCounts(db: Db, userId: string): Promise<NotificationCounts> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<bigint>().filterWhere('read_at', 'is', null).as('unread'),
      eb.fn.countAll<bigint>().filterWhere('seen_at', 'is', null).as('unseen'),
      eb.fn.countAll<bigint>().as('total'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread), unseen: Number(row.unseen), total: Number(row.total) };
}
