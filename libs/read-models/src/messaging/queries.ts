import { sql } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import { notMutedBy } from '../mutes/queries.js';

/** Spec 1 §3 Message. */
export interface MessageView {
  readonly id: string;
  readonly content: string;
  readonly image: string | null;
  readonly conversation_id: string;
  readonly action: 'message';
  readonly user_id: string;
  readonly user_name: string;
  /** The author's photo (its thumbnail); null shows their initials. */
  readonly user_image: string | null;
  readonly created_at: string;
  readonly created_at_milliseconds: number;
}

export interface MemberView {
  readonly user_id: string;
  readonly full_name: string;
  readonly image: string | null;
}

/** Spec 1 §3 Conversation, as one reader sees it. */
export interface ConversationView {
  readonly id: string;
  readonly conversation_name: string;
  readonly conversation_type: string;
  /** A team conversation's team (none yet). */
  readonly conversation_type_id: string | null;
  readonly started_by: string;
  readonly members: MemberView[];
  readonly current_messages: MessageView[];
  readonly muted: boolean;
  readonly unseen: boolean;
  readonly last_seen_at_milliseconds: number | null;
  /** Never opened by the reader. */
  readonly is_new: boolean;
}

interface ConversationRow {
  id: string;
  name: string | null;
  conversation_type: string;
  started_by: string;
  muted: boolean;
  unseen: boolean;
  last_seen_at: Date | null;
  seen_position: bigint | null;
}

/** A person's photo as lists show it: the thumbnail, else the photo; null (initials) without one or once erased. */
const photoOf = (row: { image_url: string | null; image_thumbnail_url: string | null }) => row.image_thumbnail_url ?? row.image_url;

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || 'Former participant';

/** Who reads conversations: a person on their site, with whom they muted (mutedIdsOf). */
export interface ConversationReader {
  readonly siteId: string;
  readonly userId: string;
  /** Their messages stay readable in a shared conversation but never make it unseen (docs/decisions.md, Mutes). */
  readonly mutedIds?: readonly string[];
}

/** A member (`m`) has not seen a message in the conversation (`c`): one past their seen position, by someone they did not mute. */
function unseenBy(mutedIds: readonly string[] = []) {
  if (mutedIds.length === 0) {
    return sql<boolean>`(c.last_message_position is not null and c.last_message_position > coalesce(m.seen_position, 0))`;
  }
  return sql<boolean>`exists (select 1 from conversation_messages as unseen where unseen.conversation_id = c.id
    and unseen.position > coalesce(m.seen_position, 0) and ${notMutedBy('unseen.user_id', mutedIds)})`;
}

/** The reader's conversations on their site: team ones first (spec 1 §4: a new one goes below them), then the latest active. */
function readersConversations(db: Db, { siteId, userId, mutedIds }: ConversationReader) {
  return db
    .selectFrom('conversation_members as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .where('m.user_id', '=', userId)
    .where('m.site_id', '=', siteId)
    .where('c.site_id', '=', siteId)
    .where('m.active', '=', true)
    .select([
      'c.id',
      'c.name',
      'c.conversation_type',
      'c.started_by',
      'm.muted',
      'm.last_seen_at',
      'm.seen_position',
      sql<boolean>`(not m.muted and ${unseenBy(mutedIds)})`.as('unseen'),
    ])
    .orderBy(sql`case when c.conversation_type = 't' then 0 else 1 end`)
    .orderBy(sql`coalesce(c.last_message_position, c.position)`, 'desc')
    .orderBy('c.id');
}

async function membersOf(db: Db, conversationIds: readonly string[]): Promise<Map<string, MemberView[]>> {
  const byConversation = new Map<string, MemberView[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .selectFrom('conversation_members as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.conversation_id', 'm.user_id', 'u.first_name', 'u.last_name', 'u.image_url', 'u.image_thumbnail_url'])
    .where('m.conversation_id', 'in', conversationIds)
    .where('m.active', '=', true)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('m.user_id')
    .execute();
  for (const row of rows) {
    const members = byConversation.get(row.conversation_id) ?? [];
    members.push({ user_id: row.user_id, full_name: fullName(row.first_name, row.last_name), image: photoOf(row) });
    byConversation.set(row.conversation_id, members);
  }
  return byConversation;
}

/** Messages of conversations, oldest first; `latest`: only the last n of each. */
async function messagesOf(db: Db, conversationIds: readonly string[], latest: number | null, before?: bigint): Promise<MessageView[]> {
  if (conversationIds.length === 0) return [];
  let query = db
    .selectFrom('conversation_messages as msg')
    .leftJoin('users as u', 'u.id', 'msg.user_id')
    .select([
      'msg.id',
      'msg.content',
      'msg.image',
      'msg.conversation_id',
      'msg.user_id',
      'msg.posted_at',
      'msg.position',
      'u.first_name',
      'u.last_name',
      'u.image_url',
      'u.image_thumbnail_url',
      sql<number>`row_number() over (partition by msg.conversation_id order by msg.position desc)`.as('recency'),
    ])
    .where('msg.conversation_id', 'in', conversationIds);
  if (before !== undefined) query = query.where('msg.position', '<', before);
  const rows = await db
    .selectFrom(query.as('recent'))
    .selectAll()
    .$if(latest !== null, (q) => q.where('recency', '<=', latest ?? 0))
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    image: row.image,
    conversation_id: row.conversation_id,
    action: 'message',
    user_id: row.user_id,
    user_name: fullName(row.first_name, row.last_name),
    user_image: photoOf(row),
    created_at: row.posted_at.toISOString(),
    created_at_milliseconds: row.posted_at.getTime(),
  }));
}

function toView(row: ConversationRow, readerId: string, members: MemberView[], messages: MessageView[]): ConversationView {
  const others = members.filter((member) => member.user_id !== readerId);
  return {
    id: row.id,
    conversation_name: row.name ?? (others.map((member) => member.full_name).join(', ') || 'Just you'),
    conversation_type: row.conversation_type,
    conversation_type_id: null,
    started_by: row.started_by,
    members,
    current_messages: messages,
    muted: row.muted,
    unseen: row.unseen,
    last_seen_at_milliseconds: row.last_seen_at?.getTime() ?? null,
    is_new: row.seen_position === null,
  };
}

async function assemble(db: Db, rows: ConversationRow[], readerId: string, latest: number | null): Promise<ConversationView[]> {
  const ids = rows.map((row) => row.id);
  const [members, messages] = await Promise.all([membersOf(db, ids), messagesOf(db, ids, latest)]);
  return rows.map((row) =>
    toView(
      row,
      readerId,
      members.get(row.id) ?? [],
      messages.filter((message) => message.conversation_id === row.id),
    ),
  );
}

/** GET /conversations: `include` 'last' gives each its last message, 'all' its latest `MESSAGES_SHOWN`. */
export async function listConversations(db: Db, reader: ConversationReader, include: 'all' | 'last'): Promise<ConversationView[]> {
  const rows = await readersConversations(db, reader).execute();
  return assemble(db, rows, reader.userId, include === 'last' ? 1 : MESSAGES_SHOWN);
}

/** How many of a thread's latest messages a conversation carries. */
export const MESSAGES_SHOWN = 200;

/** One of the reader's conversations with its latest messages; undefined when they are not in it (or it is not on their site). */
export async function findConversation(db: Db, reader: ConversationReader, conversationId: string): Promise<ConversationView | undefined> {
  const rows = await readersConversations(db, reader).where('c.id', '=', conversationId).execute();
  return (await assemble(db, rows, reader.userId, MESSAGES_SHOWN))[0];
}

/** A page of a conversation's messages, oldest first, before a message position (older pages). */
export async function conversationMessages(
  db: Db,
  conversationId: string,
  page: { pageSize: number; before?: bigint },
): Promise<{ messages: MessageView[]; total: number }> {
  const [messages, total] = await Promise.all([
    messagesOf(db, [conversationId], page.pageSize === 0 ? null : page.pageSize, page.before),
    db
      .selectFrom('conversation_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow(),
  ]);
  return { messages, total: Number(total.n) };
}

/** The menu's count: the reader's conversations with messages they have not seen (muted ones never count). */
export async function unseenConversationCount(db: Db, reader: ConversationReader): Promise<number> {
  const row = await db
    .selectFrom('conversation_members as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('m.user_id', '=', reader.userId)
    .where('m.site_id', '=', reader.siteId)
    .where('m.active', '=', true)
    .where('m.muted', '=', false)
    .where(unseenBy(reader.mutedIds))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Of `userIds`, those who are people of the site and not erased: whom a conversation may hold. */
export async function messageableUserIds(db: Db, siteId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', siteId)
    .where('id', 'in', [...userIds])
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Whether the reader may read an image a message carries: they are an active member of a
 * conversation of their site in which a message shows it. A secure message image is read this way
 * (docs/decisions.md "Message images"); leaving or being removed ends it.
 */
export async function isMessageImageReader(db: Db, reader: { siteId: string; userId: string }, image: string): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_messages as msg')
    .innerJoin('conversation_members as m', 'm.conversation_id', 'msg.conversation_id')
    .select('msg.id')
    .where('msg.image', '=', image)
    .where('msg.site_id', '=', reader.siteId)
    .where('m.user_id', '=', reader.userId)
    .where('m.site_id', '=', reader.siteId)
    .where('m.active', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
