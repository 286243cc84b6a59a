import { sql, type Selectable } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import { notMutedBy } from '../mutes/queries.js';
import type { NotificationTable } from './table.js';

/** docs/api.md's Notification: the row's text, its times as ISO text. */
export type NotificationView = Pick<Selectable<NotificationTable>, 'id' | 'key' | 'message' | 'link'> & {
  created_at: string;
  updated_at: string;
  read_at: string | null;
  seen_at: string | null;
};

/** Whose notifications: a person, on their site (announcements are the site's, read by their location). */
export interface NotificationReader {
  userId: string;
  siteId: string;
  /**
   * Whom they muted (mutedIdsOf): notices those people's actions raised are left out of lists and
   * counts, so they never pop up. Announcements are the site's and still reach them.
   */
  mutedIds?: readonly string[];
  /** Notice keys they turned off in the app (Subscription `notices`): left out of lists and counts. */
  hiddenKeys?: readonly string[];
}

/** Leaves out notices of the types the reader turned off in the app. */
function notHidden(column: string, hiddenKeys: readonly string[] = []) {
  if (hiddenKeys.length === 0) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(column)} not in (${sql.join(hiddenKeys)})`;
}

/** Leaves out notices raised by muted people (the mute rule, notMutedBy). */
function notMuted(column: string, mutedIds: readonly string[] = []) {
  return mutedIds.length === 0 ? sql<boolean>`true` : notMutedBy(column, mutedIds);
}

export interface NotificationsQuery extends NotificationReader {
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

/** The key of a coordinator's announcement: its type (spec 1 §3) is "coordinator". */
export const ANNOUNCEMENT_KEY = 'coordinator_announcement';

/**
 * The announcements a person receives, read when asked (one row per announcement, however many it
 * reaches): their site's, not deleted, to all participants or to their location or one above it
 * (locations nest at most three deep), not their own, read and seen by their watermark or by one mark.
 */
export function announcementsFor(db: Db, { userId, siteId }: NotificationReader) {
  return (
    db
      .selectFrom('announcements as a')
      .innerJoin('users as u', (join) => join.on('u.id', '=', userId).on('u.site_id', '=', siteId))
      .leftJoin('locations as l', 'l.id', 'u.location_id')
      .leftJoin('locations as p', 'p.id', 'l.parent_location_id')
      .leftJoin('notification_watermarks as w', 'w.user_id', 'u.id')
      .leftJoin('announcement_marks as m', (join) => join.onRef('m.user_id', '=', 'u.id').onRef('m.announcement_id', '=', 'a.id'))
      .where('a.site_id', '=', siteId)
      .where('a.deleted_at', 'is', null)
      .where('a.message', '<>', '')
      // Its sender is not told what they wrote.
      .where('a.sent_by_id', '<>', userId)
      .where((eb) =>
        eb.or([
          eb('a.location_id', 'is', null),
          eb('a.location_id', '=', eb.ref('l.id')),
          eb('a.location_id', '=', eb.ref('l.parent_location_id')),
          // The top level above a third-level location: its parent's parent (no third join to plan).
          eb('a.location_id', '=', eb.ref('p.parent_location_id')),
        ]),
      )
      .select(['a.id', 'a.message', 'a.sent_at', 'a.position'])
      .select(sql<Date | null>`coalesce(m.read_at, case when a.position < w.read_position then w.read_at end)`.as('read_at'))
      .select(sql<Date | null>`coalesce(m.seen_at, case when a.position < w.seen_position then w.seen_at end)`.as('seen_at'))
  );
}

type AnnouncementRow = { id: string; message: string; sent_at: Date; position: bigint; read_at: Date | null; seen_at: Date | null };

function toAnnouncementView(row: AnnouncementRow): NotificationView & { position: bigint } {
  const marks = [row.read_at, row.seen_at].filter((at): at is Date => at !== null);
  const updated = marks.reduce((latest, at) => (at > latest ? at : latest), row.sent_at);
  return {
    id: row.id,
    key: ANNOUNCEMENT_KEY,
    message: row.message,
    link: '',
    created_at: row.sent_at.toISOString(),
    updated_at: updated.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    seen_at: row.seen_at?.toISOString() ?? null,
    position: BigInt(row.position),
  };
}

/** The reader's own notices (`n`) with their actor's name for `{actor}`, none raised by people they muted. */
function ownNotices(db: Db, { userId, siteId, mutedIds }: NotificationReader) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as actor', 'actor.id', 'n.actor_id')
    .selectAll('n')
    .select(['actor.first_name as actor_first_name', 'actor.last_name as actor_last_name'])
    .where('n.user_id', '=', userId)
    .where('n.site_id', '=', siteId)
    .where(notMuted('n.actor_id', mutedIds));
}

/** Newest first: the person's own notifications and their announcements, merged by log position. */
export async function listNotifications(
  db: Db,
  { userId, siteId, filter, limit, mutedIds, hiddenKeys }: NotificationsQuery,
): Promise<NotificationView[]> {
  let personal = ownNotices(db, { userId, siteId, mutedIds }).where(notHidden('n.key', hiddenKeys)).orderBy('n.position', 'desc');
  let announcements = db.selectFrom(announcementsFor(db, { userId, siteId }).as('x')).selectAll().orderBy('x.position', 'desc');
  if (filter === 'unread') {
    personal = personal.where('n.read_at', 'is', null);
    announcements = announcements.where('x.read_at', 'is', null);
  }
  if (limit) {
    personal = personal.limit(limit);
    announcements = announcements.limit(limit);
  }
  const [own, received] = await Promise.all([personal.execute(), announcements.execute()]);
  const merged = [
    ...own.map((row) => ({ ...toNotificationView(row), position: BigInt(row.position) })),
    ...received.map(toAnnouncementView),
  ].sort((a, b) => (a.position === b.position ? 0 : a.position > b.position ? -1 : 1));
  return (limit ? merged.slice(0, limit) : merged).map(({ position: _position, ...view }) => view);
}

/** One statement: the person's own rows and their announcements, counted together. */
export async function notificationCounts(
  db: Db,
  { userId, siteId, mutedIds, hiddenKeys }: NotificationReader,
): Promise<NotificationCounts> {
  const own = db
    .selectFrom('notifications')
    .select(['read_at', 'seen_at'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .where(notMuted('actor_id', mutedIds))
    .where(notHidden('key', hiddenKeys));
  const received = db.selectFrom(announcementsFor(db, { userId, siteId }).as('x')).select(['x.read_at', 'x.seen_at']);
  const row = await db
    .selectFrom(own.unionAll(received).as('t'))
    .select([
      sql<bigint>`count(*) filter (where read_at is null)`.as('unread'),
      sql<bigint>`count(*) filter (where seen_at is null)`.as('unseen'),
      sql<bigint>`count(*)`.as('total'),
    ])
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread), unseen: Number(row.unseen), total: Number(row.total) };
}

/** A notice as a digest e-mail lists it: its key, its text with `{actor}` filled in, its link. */
export interface DigestNotice {
  readonly key: string;
  readonly message: string;
  readonly link: string;
}

/**
 * A person's notices of `keys` raised in [from, to), oldest first, as their list shows them (none
 * by people they muted): what one digest e-mail gathers from the notifications model.
 */
export async function noticesRaisedBetween(
  db: Db,
  reader: NotificationReader & { readonly keys: readonly string[]; readonly from: Date; readonly to: Date },
): Promise<DigestNotice[]> {
  const rows = await ownNotices(db, reader)
    .where('n.key', 'in', [...reader.keys])
    .where('n.created_at', '>=', reader.from)
    .where('n.created_at', '<', reader.to)
    .orderBy('n.position')
    .execute();
  return rows.map((row) => ({ key: row.key, message: messageOf(row), link: row.link }));
}
