import { sql } from 'kysely';
import { normaliseEmail } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import type { FriendshipStatus } from './table.js';

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

/** A person as a friendship shows them (spec 2 §3: first_name, last_name, full_name). */
export interface FriendProfile {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly full_name: string;
}

export interface FriendStats {
  readonly total_steps: number;
  readonly exercise_minutes: number;
  readonly days_logged: number;
  readonly challenges_completed: number;
}

/**
 * A friendship as the viewer sees it: `friend` is the other person (null for an invitation to an
 * address with no account yet); `sender_id` says who asked.
 */
export interface FriendshipRow {
  readonly id: string;
  readonly status: Exclude<FriendshipStatus, 'R'>;
  readonly sender_id: string;
  readonly friendee_id: string | null;
  readonly friend: FriendProfile | null;
  readonly friend_email: string | null;
  readonly resent_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly stats?: FriendStats;
}

/** The four sort orders of spec 2 §5: first name, last name, total steps (descending), completed challenges (descending). */
export const friendSortOrders = ['first_name', 'last_name', 'total_steps', 'challenges_completed'] as const;
export type FriendSort = (typeof friendSortOrders)[number];

interface RawRow {
  id: string;
  status: FriendshipStatus;
  sender_id: string;
  friendee_id: string | null;
  friend_id: string | null;
  first_name: string | null;
  last_name: string | null;
  friend_email: string | null;
  resent_at: Date | null;
  created_at: Date;
  updated_at: Date;
  total_steps?: number | string | null;
  exercise_minutes?: number | null;
  days_logged?: number | null;
  challenges_completed?: number | string | null;
}

function toFriendshipRow(row: RawRow, withStats: boolean): FriendshipRow {
  const friend =
    row.friend_id && row.first_name !== null
      ? {
          id: row.friend_id,
          first_name: row.first_name,
          last_name: row.last_name ?? '',
          full_name: `${row.first_name} ${row.last_name ?? ''}`.trim(),
        }
      : null;
  return {
    id: row.id,
    status: row.status as FriendshipRow['status'],
    sender_id: row.sender_id,
    friendee_id: row.friendee_id,
    friend,
    friend_email: row.friend_email,
    resent_at: row.resent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(withStats && {
      stats: {
        total_steps: Number(row.total_steps ?? 0),
        exercise_minutes: Number(row.exercise_minutes ?? 0),
        days_logged: Number(row.days_logged ?? 0),
        challenges_completed: Number(row.challenges_completed ?? 0),
      },
    }),
  };
}

/** The viewer's rows of one status, the other person's id as `friend_id`: one index scan per side. */
function sides(db: Db, userId: string, siteId: string, status: FriendshipStatus, which: 'both' | 'sent' | 'received') {
  const asSender = db
    .selectFrom('friendships')
    .select(['id', 'status', 'sender_id', 'friendee_id', 'friend_email', 'resent_at', 'created_at', 'updated_at'])
    .select(sql<string | null>`friendee_id`.as('friend_id'))
    .where('sender_id', '=', userId)
    .where('status', '=', status)
    .where('site_id', '=', siteId);
  const asFriendee = db
    .selectFrom('friendships')
    .select(['id', 'status', 'sender_id', 'friendee_id', 'friend_email', 'resent_at', 'created_at', 'updated_at'])
    .select(sql<string | null>`sender_id`.as('friend_id'))
    .where('friendee_id', '=', userId)
    .where('status', '=', status)
    .where('site_id', '=', siteId);
  if (which === 'sent') return asSender;
  if (which === 'received') return asFriendee;
  return asSender.unionAll(asFriendee);
}

/** Challenges the friend completed on their side (spec 2 §5 "total completed challenges"): one index range per side. */
const completedChallengesOf = (siteId: string) =>
  sql<string>`(
    (select count(*) from user_challenges c
      where c.sender_id = f.friend_id and c.site_id = ${siteId} and c.sender_completed_at is not null)
    + (select count(*) from user_challenges c
      where c.receiver_id = f.friend_id and c.site_id = ${siteId} and c.receiver_completed_at is not null))`;

export interface FriendsPageQuery {
  readonly userId: string;
  readonly siteId: string;
  /** The site's year, whose stats are shown and sorted by. */
  readonly year: number;
  readonly offset: number;
  /** 0: all. */
  readonly pageSize: number;
  readonly sort: FriendSort;
  readonly includeStats: boolean;
}

/** A page of the viewer's friends (spec 2 §7 GET /friendships status A), and how many there are. */
export async function friendsPage(db: Db, query: FriendsPageQuery): Promise<{ rows: FriendshipRow[]; total: number }> {
  const { userId, siteId, year, offset, pageSize, sort } = query;
  const withStats = query.includeStats || sort === 'total_steps' || sort === 'challenges_completed';
  const select = db
    .selectFrom(sides(db, userId, siteId, 'A', 'both').as('f'))
    .innerJoin('users as u', 'u.id', 'f.friend_id')
    .where('u.deleted_at', 'is', null)
    .selectAll('f')
    .select(['u.first_name', 'u.last_name']);
  let ordered = withStats
    ? select
        .leftJoin('stats_years as s', (join) => join.onRef('s.user_id', '=', 'f.friend_id').on('s.year', '=', year))
        .select(['s.total_steps', 's.exercise_minutes', 's.days_logged'])
        .select(completedChallengesOf(siteId).as('challenges_completed'))
    : select;
  if (sort === 'total_steps') ordered = ordered.orderBy(sql`coalesce(s.total_steps, 0)`, 'desc');
  if (sort === 'last_name') ordered = ordered.orderBy(sql`lower(u.last_name)`).orderBy(sql`lower(u.first_name)`);
  if (sort === 'challenges_completed') ordered = ordered.orderBy(sql`challenges_completed`, 'desc');
  ordered = ordered
    .orderBy(sql`lower(u.first_name)`)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy('f.id');
  if (pageSize > 0) ordered = ordered.limit(pageSize).offset(offset);
  // The total rides along (a window over the rows before LIMIT): one query, not two.
  const rows = await ordered.select(sql<string>`count(*) over ()`.as('total_count')).execute();
  const total = rows[0] ? Number(rows[0].total_count) : offset === 0 ? 0 : await countFriends(db, userId, siteId);
  return { rows: rows.map((row) => toFriendshipRow(row as RawRow, query.includeStats)), total };
}

async function countFriends(db: Db, userId: string, siteId: string): Promise<number> {
  const row = await db
    .selectFrom(sides(db, userId, siteId, 'A', 'both').as('f'))
    .innerJoin('users as u', 'u.id', 'f.friend_id')
    .where('u.deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Pending requests the viewer received, or sent (invitations to addresses included), newest first. */
export async function pendingRequests(db: Db, userId: string, siteId: string, which: 'sent' | 'received'): Promise<FriendshipRow[]> {
  const rows = await db
    .selectFrom(sides(db, userId, siteId, 'P', which).as('f'))
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'f.friend_id').on('u.deleted_at', 'is', null))
    .selectAll('f')
    .select(['u.first_name', 'u.last_name'])
    .orderBy('f.updated_at', 'desc')
    .orderBy('f.id')
    .execute();
  return rows.filter((row) => row.friend_id === null || row.first_name !== null).map((row) => toFriendshipRow(row as RawRow, false));
}

/** One friendship by id as the viewer (one of its sides) sees it; removed ones are gone. */
export async function friendshipFor(db: Db, friendshipId: string, viewer: { userId: string; siteId: string }) {
  const row = await db
    .selectFrom('friendships as f')
    .leftJoin('users as u', (join) =>
      join
        .on(sql<boolean>`u.id = case when f.sender_id = ${viewer.userId} then f.friendee_id else f.sender_id end`)
        .on('u.deleted_at', 'is', null),
    )
    .select(['f.id', 'f.status', 'f.sender_id', 'f.friendee_id', 'f.friend_email', 'f.resent_at', 'f.created_at', 'f.updated_at'])
    .select(['u.id as friend_id', 'u.first_name', 'u.last_name'])
    .where('f.id', '=', friendshipId)
    .where('f.site_id', '=', viewer.siteId)
    .where('f.status', '!=', 'R')
    .where((eb) => eb.or([eb('f.sender_id', '=', viewer.userId), eb('f.friendee_id', '=', viewer.userId)]))
    .executeTakeFirst();
  return row ? toFriendshipRow(row as RawRow, false) : null;
}

/** The raw row, for handlers deciding which stream a command goes to. */
export async function findFriendship(db: Db, friendshipId: string) {
  return db.selectFrom('friendships').selectAll().where('id', '=', friendshipId).executeTakeFirst();
}

/** The pair's current request or friendship (P or A), if any. */
export async function friendshipBetween(db: Db, siteId: string, userId: string, otherUserId: string) {
  return db
    .selectFrom('friendships')
    .select(['id', 'status', 'sender_id', 'friendee_id'])
    .where('site_id', '=', siteId)
    .where('status', 'in', ['P', 'A'])
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', userId), eb('friendee_id', '=', otherUserId)]),
        eb.and([eb('sender_id', '=', otherUserId), eb('friendee_id', '=', userId)]),
      ]),
    )
    .orderBy('position', 'desc')
    .executeTakeFirst();
}

export interface FriendCounts {
  readonly friends: number;
  readonly received_requests: number;
  readonly sent_requests: number;
}

/** GET /friendships/count: friends, and requests waiting each way (the menu's count is received_requests). */
export async function friendCounts(db: Db, userId: string, siteId: string): Promise<FriendCounts> {
  const count = (status: FriendshipStatus, which: 'both' | 'sent' | 'received') =>
    db
      .selectFrom(sides(db, userId, siteId, status, which).as('f'))
      .leftJoin('users as u', 'u.id', 'f.friend_id')
      .where((eb) => eb.or([eb('f.friend_id', 'is', null), eb('u.deleted_at', 'is', null)]))
      .where((eb) => eb.or([eb('f.friend_id', 'is', null), eb('u.id', 'is not', null)]))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [friends, received, sent] = await Promise.all([count('A', 'both'), count('P', 'received'), count('P', 'sent')]);
  return { friends, received_requests: received, sent_requests: sent };
}

/**
 * Invitations waiting for an address (by its keyed digest) on a site: what a registration claims.
 * `claimedBy`: also those already claimed by that person (a retried claim finishes what it began).
 */
export async function invitationsWaitingFor(db: Db, siteId: string, emailDigest: string, claimedBy?: string) {
  return db
    .selectFrom('friendships')
    .select(['id', 'sender_id'])
    .where('site_id', '=', siteId)
    .where('email_digest', '=', emailDigest)
    .where((eb) => {
      const waiting = eb.and([eb('friendee_id', 'is', null), eb('status', '=', 'P')]);
      return claimedBy === undefined ? waiting : eb.or([waiting, eb('friendee_id', '=', claimedBy)]);
    })
    .orderBy('id')
    .execute();
}

/** An invitation's address and sender, for its e-mail ('' once the sender is erased). */
export async function invitationFor(db: Db, friendshipId: string) {
  return db
    .selectFrom('friendships as f')
    .innerJoin('users as u', 'u.id', 'f.sender_id')
    .select(['f.id', 'f.site_id', 'f.status', 'f.friend_email', 'f.friendee_id', 'u.first_name', 'u.last_name', 'u.deleted_at'])
    .where('f.id', '=', friendshipId)
    .executeTakeFirst();
}

export interface FoundUser extends FriendProfile {
  /** The viewer's request or friendship with them, if any. */
  readonly friendship: { readonly id: string; readonly status: 'P' | 'A'; readonly sender_id: string } | null;
}

/** Escapes LIKE's wildcards so a query is matched as typed. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * User search (spec 2 §2 /friends/search): people on the viewer's site whose first name, last
 * name or full name starts with the query, or whose e-mail is the query as a whole address
 * (case-insensitive), the viewer excluded. An e-mail is never matched by its start: "ali" finding
 * alice@corp would tell anyone who has an account. Each way has its own index (names: prefix
 * indexes; the address: the site's unique e-mail key), so this stays fast on a large site.
 */
export async function searchPeople(db: Db, query: { userId: string; siteId: string; text: string; limit: number }): Promise<FoundUser[]> {
  const text = query.text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return [];
  const prefix = likePrefix(text);
  // One index range scan per way of matching, each stopped at `limit` rows; the few candidates
  // are then sorted by name. One OR over the four would sort every match (thousands on a big site).
  const matching = (expression: ReturnType<typeof sql<string>>, name: string, operator: 'like' | '=' = 'like', value = prefix) =>
    db
      .selectFrom(
        db
          .selectFrom('users')
          .select('id')
          .where('site_id', '=', query.siteId)
          .where(expression, operator, value)
          .where('deleted_at', 'is', null)
          .where('id', '!=', query.userId)
          .limit(query.limit)
          .as(name),
      )
      .select('id');
  const candidates = matching(sql<string>`lower(first_name)`, 'by_first')
    .union(matching(sql<string>`lower(last_name)`, 'by_last'))
    .union(matching(sql<string>`lower(first_name || ' ' || last_name)`, 'by_full'))
    .union(matching(sql<string>`email`, 'by_email', '=', normaliseEmail(query.text)));
  // The viewer's requests and friendships (a few dozen rows, read once) joined to the 40 found: one round trip.
  const rows = await db
    .with(
      (cte) => cte('links').materialized(),
      (qc) =>
        qc
          .selectFrom('friendships')
          .select(['id', 'status', 'sender_id'])
          .select(sql<string>`case when sender_id = ${query.userId} then friendee_id else sender_id end`.as('other_id'))
          .where('site_id', '=', query.siteId)
          .where('status', 'in', ['P', 'A'])
          .where((eb) => eb.or([eb('sender_id', '=', query.userId), eb('friendee_id', '=', query.userId)])),
    )
    .selectFrom(
      db
        .selectFrom(candidates.as('c'))
        .innerJoin('users as u', 'u.id', 'c.id')
        .select([
          'u.id',
          'u.first_name',
          'u.last_name',
          sql<string>`lower(u.first_name)`.as('first'),
          sql<string>`lower(u.last_name)`.as('last'),
        ])
        .orderBy('first')
        .orderBy('last')
        .orderBy('u.id')
        .limit(query.limit)
        .as('found'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('links')
          .select(['links.id', 'links.status', 'links.sender_id'])
          .whereRef('links.other_id', '=', 'found.id')
          .limit(1)
          .as('link'),
      (join) => join.onTrue(),
    )
    .select([
      'found.id',
      'found.first_name',
      'found.last_name',
      'link.id as link_id',
      'link.status as link_status',
      'link.sender_id as link_sender_id',
    ])
    .orderBy('found.first')
    .orderBy('found.last')
    .orderBy('found.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    friendship: row.link_id === null ? null : { id: row.link_id, status: row.link_status as 'P' | 'A', sender_id: row.link_sender_id! },
  }));
}
