import { sql, type Selectable } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import type { UserChallengeTable } from './table.js';

export type UserChallengeRow = Selectable<UserChallengeTable> & {
  sender_first_name: string | null;
  sender_last_name: string | null;
  receiver_first_name: string | null;
  receiver_last_name: string | null;
};

/** GET /user_challenges' filter: what a side still has to do, or what is behind them. */
export type UserChallengeFilter = 'active' | 'completed';

function withNames(db: Db) {
  return db
    .selectFrom('user_challenges as uc')
    .leftJoin('users as s', 's.id', 'uc.sender_id')
    .leftJoin('users as r', 'r.id', 'uc.receiver_id')
    .selectAll('uc')
    .select(['s.first_name as sender_first_name', 's.last_name as sender_last_name'])
    .select(['r.first_name as receiver_first_name', 'r.last_name as receiver_last_name']);
}

/**
 * Spec 2 §4: a challenge is shown to a side only if that side has not completed it and it is not
 * canceled. Active: such a challenge still open (pending or accepted). Completed (history): the
 * side completed it, or its time ran out.
 */
const sideFilter = (userId: string, filter: UserChallengeFilter) =>
  filter === 'active'
    ? sql<boolean>`uc.status in ('pending', 'active') and ((uc.sender_id = ${userId} and uc.sender_completed_at is null)
        or (uc.receiver_id = ${userId} and uc.receiver_completed_at is null))`
    : sql<boolean>`uc.status <> 'canceled' and ((uc.sender_id = ${userId} and (uc.sender_completed_at is not null or uc.status = 'expired'))
        or (uc.receiver_id = ${userId} and (uc.receiver_completed_at is not null or uc.status = 'expired')))`;

/** One page of a person's challenges, newest first, and how many there are in all. */
export async function listUserChallenges(
  db: Db,
  options: { userId: string; siteId: string; filter: UserChallengeFilter; pageSize: number; page: number },
): Promise<{ rows: UserChallengeRow[]; total: number }> {
  const { userId, siteId, filter, pageSize, page } = options;
  const mine = (query: ReturnType<typeof withNames>) =>
    query
      .where('uc.site_id', '=', siteId)
      .where((eb) => eb.or([eb('uc.sender_id', '=', userId), eb('uc.receiver_id', '=', userId)]))
      .where(sideFilter(userId, filter));
  let rowsQuery = mine(withNames(db)).orderBy('uc.created_at', 'desc').orderBy('uc.id', 'desc');
  if (pageSize > 0) rowsQuery = rowsQuery.limit(pageSize).offset((page - 1) * pageSize);
  const countQuery = mine(withNames(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'));
  const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery.executeTakeFirst()]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** One challenge of a site, if it exists. */
export async function findUserChallenge(db: Db, siteId: string, id: string): Promise<UserChallengeRow | undefined> {
  return withNames(db).where('uc.id', '=', id).where('uc.site_id', '=', siteId).executeTakeFirst();
}

/** Spec 2 §4's per-side status: completed, expired or in-progress. */
export function sideStatus(row: Selectable<UserChallengeTable>, userId: string): 'completed' | 'expired' | 'in-progress' {
  const completedAt = userId === row.sender_id ? row.sender_completed_at : row.receiver_completed_at;
  if (completedAt !== null) return 'completed';
  return row.status === 'expired' ? 'expired' : 'in-progress';
}
