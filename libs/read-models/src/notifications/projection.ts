import { noticeId, notices } from '@wellway/domain';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { effectFor, firstBy, lastBy, noEffect, ofType } from '../shared/batch.js';
import { columnsOf, unnest, type ColumnTypes } from '../shared/unnest.js';
import type { NotificationTable } from './table.js';

type NoticeEventType = (typeof notices.eventTypes)[number];
const noticeTypes = new Set<string>(notices.eventTypes);
const raisesNotices = (event: { type: string }): event is EventOf<NoticeEventType> => noticeTypes.has(event.type);

type Trx = Transaction<Database>;
type NotificationRow = Insertable<NotificationTable>;

/** One mark per listed notification; a null id marks all the user's earlier notifications. */
interface Mark {
  user_id: string;
  notification_id: string | null;
  at: string;
  position: bigint;
}

const columns: ColumnTypes<NotificationRow> = {
  id: 'text',
  user_id: 'text',
  site_id: 'text',
  key: 'text',
  message: 'text',
  actor_id: 'text',
  link: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  read_at: 'timestamptz',
  seen_at: 'timestamptz',
  position: 'int8',
};

/** The rows an event's notices (domain `notices`, declared per capability) raise. */
function raisedBy(event: EventOf<NoticeEventType>): NotificationRow[] {
  return notices.of(event).map((notice, index) => ({
    id: noticeId(event.id, index),
    user_id: notice.userId,
    site_id: notice.siteId,
    key: notice.key,
    message: notice.message,
    actor_id: notice.actorId ?? null,
    link: notice.link,
    created_at: event.createdAt,
    updated_at: event.createdAt,
    read_at: null,
    seen_at: null,
    position: event.position,
  }));
}

async function insertNotifications(trx: Trx, rows: readonly NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('notifications')
    .columns(columnsOf(columns))
    .expression(unnest(rows, columns))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

function marksOf(events: readonly EventOf<'NotificationsRead' | 'NotificationsSeen'>[]): Mark[] {
  return events.flatMap(({ data, position }) => {
    const ids = data.notificationIds === 'all' ? [null] : data.notificationIds;
    return ids.map((id) => ({ user_id: data.userId, notification_id: id, at: data.at, position }));
  });
}

/** Sets `read_at` or `seen_at` once, to the earliest mark; marks already applied change nothing. */
async function applyMarks(trx: Trx, column: 'read_at' | 'seen_at', marks: readonly Mark[]): Promise<void> {
  if (marks.length === 0) return;
  const marked = sql.ref(column);
  const touched = unnest(marks, { user_id: 'text', notification_id: 'text', at: 'timestamptz', position: 'int8' });
  await sql`
    update notifications n set ${marked} = m.at, updated_at = greatest(n.updated_at, m.at)
    from (
      select n2.id, min(t.at) as at
      from (${touched}) t
      join notifications n2 on n2.user_id = t.user_id and n2.position < t.position
        and (t.notification_id is null or n2.id = t.notification_id)
      where n2.${marked} is null
      group by n2.id
    ) m
    where n.id = m.id`.execute(trx);
}

/**
 * Announcements (read at query time by location, docs/decisions.md) are marked per person without
 * a row per announcement: "all" moves the person's watermark to the mark's position; listed ids that
 * are none of the person's own notifications are kept as announcement marks (the first time stays).
 */
async function markAnnouncements(trx: Trx, column: 'read' | 'seen', marks: readonly Mark[]): Promise<void> {
  const all = lastBy(
    marks.filter((mark) => mark.notification_id === null),
    (mark) => mark.user_id,
  );
  if (all.length > 0) {
    const position = sql.ref(`${column}_position`);
    const at = sql.ref(`${column}_at`);
    const rows = unnest(
      all.map(({ user_id, at, position }) => ({ user_id, at, position })),
      { user_id: 'text', at: 'timestamptz', position: 'int8' },
    );
    await sql`
      insert into notification_watermarks as w (user_id, ${position}, ${at})
      select user_id, position, at from (${rows}) t
      on conflict (user_id) do update set ${position} = excluded.${position}, ${at} = excluded.${at}
      where w.${position} is null or w.${position} < excluded.${position}`.execute(trx);
  }
  const listed = firstBy(
    marks.filter((mark) => mark.notification_id !== null),
    (mark) => `${mark.user_id}/${mark.notification_id}`,
  );
  if (listed.length === 0) return;
  const at = sql.ref(`${column}_at`);
  const rows = unnest(
    listed.map(({ user_id, notification_id, at }) => ({ user_id, notification_id, at })),
    { user_id: 'text', notification_id: 'text', at: 'timestamptz' },
  );
  await sql`
    insert into announcement_marks as m (user_id, announcement_id, ${at})
    select t.user_id, t.notification_id, t.at from (${rows}) t
    where not exists (select 1 from notifications n where n.id = t.notification_id and n.user_id = t.user_id)
    on conflict (user_id, announcement_id) do update set ${at} = coalesce(m.${at}, excluded.${at})`.execute(trx);
}

/**
 * An erased person's notifications are emptied (no text, no link, read and seen), not deleted: a
 * replayed award finds its row and raises nothing again. The erasure is remembered, so that a
 * notification raised for them after it (an award's stream is not the user's: it may come later
 * in the log, or in a later batch) is emptied too: the rows never depend on the order or batching.
 */
async function emptyErased(trx: Trx, erasures: readonly EventOf<'UserErasureRequested'>[], userIds: readonly string[]): Promise<void> {
  if (erasures.length > 0) {
    const erased = erasures.map(({ data }) => ({ user_id: data.userId, at: data.requestedAt }));
    await sql`
      insert into notification_erasures (user_id, at)
      select user_id, at from (${unnest(erased, { user_id: 'text', at: 'timestamptz' })}) e
      on conflict (user_id) do nothing`.execute(trx);
  }
  if (userIds.length === 0) return;
  await sql`
    update notifications n set key = 'erased', message = '', link = '', actor_id = null,
      read_at = coalesce(n.read_at, e.at), seen_at = coalesce(n.seen_at, e.at), updated_at = greatest(n.updated_at, e.at)
    from notification_erasures e
    where n.user_id = e.user_id and e.user_id = any(${[...new Set(userIds)]}::text[]) and n.key <> 'erased'`.execute(trx);
}

/** Participants' notifications: raised by every capability's declared notices, marked read or seen, emptied on erasure. */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 5,
  tables: ['notifications', 'notification_erasures', 'notification_watermarks', 'announcement_marks'],
  eventTypes: [...notices.eventTypes, 'NotificationsRead', 'NotificationsSeen', 'UserErasureRequested'],
  async apply(trx, events) {
    const raised = events.flatMap((event) => (raisesNotices(event) ? raisedBy(event) : []));
    const read = ofType(events, 'NotificationsRead');
    const seen = ofType(events, 'NotificationsSeen');
    const erasures = ofType(events, 'UserErasureRequested');
    if (raised.length + read.length + seen.length + erasures.length === 0) return noEffect;
    await insertNotifications(trx, raised);
    // A mark covers the person's own notifications and their announcements alike.
    for (const [kind, marks] of [
      ['read', marksOf(read)],
      ['seen', marksOf(seen)],
    ] as const) {
      await applyMarks(trx, `${kind}_at`, marks);
      await markAnnouncements(trx, kind, marks);
    }
    await emptyErased(trx, erasures, [...raised.map((row) => row.user_id), ...erasures.map((e) => e.data.userId)]);
    return effectFor([...raised.map((row) => row.user_id), ...[...read, ...seen, ...erasures].map((e) => e.data.userId)]);
  },
});
