import type { Selectable } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import { toUserRow, type UserRow } from '../users/queries.js';
import type { UserSessionTable } from './table.js';

export interface NewSession {
  /** sha-256 of the session token. */
  tokenHash: string;
  userId: string;
  siteId: string;
  expiresAt: Date;
  staySignedIn: boolean;
  now: Date;
  /** The master acting as the user (impersonation). */
  impersonatorId?: string | null;
  /** A handoff session may be claimed as a cookie once, until this time (see claimHandoff). */
  handoffUntil?: Date | null;
}

/** A live session joined with its user. */
export type SessionRow = Omit<Selectable<UserSessionTable>, 'handoff_until'> &
  Pick<UserRow, 'email' | 'role'> & {
    user: UserRow;
  };

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      site_id: session.siteId,
      expires_at: session.expiresAt,
      created_at: session.now,
      stay_signed_in: session.staySignedIn,
      impersonator_id: session.impersonatorId ?? null,
      handoff_until: session.handoffUntil ?? null,
    })
    .execute();
}

/** The session for a token hash, with its user; a session expired at `now` is not found. */
export async function findSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.id',
      'u.site_id',
      'u.email',
      'u.role',
      'u.first_name',
      'u.last_name',
      'u.started_on',
      'u.last_signed_in_at',
      'u.sso_identifier',
    ])
    .select([
      'u.line1',
      'u.line2',
      'u.city',
      'u.state_province',
      'u.postal_code',
      'u.allows_sms',
      'u.phone',
      'u.time_zone',
      'u.subscription',
      'u.active_device',
      'u.location_id',
      'u.birth_date',
      'u.eligibility_identifier',
      'u.image_url',
      'u.image_thumbnail_url',
      'u.image_blur_url',
    ])
    .select(['s.token_hash', 's.site_id as session_site_id', 's.expires_at', 's.created_at', 's.stay_signed_in', 's.impersonator_id'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    token_hash: row.token_hash,
    user_id: row.id,
    site_id: row.session_site_id,
    expires_at: row.expires_at,
    created_at: row.created_at,
    stay_signed_in: row.stay_signed_in,
    impersonator_id: row.impersonator_id,
    email: row.email,
    role: row.role,
    user: toUserRow(row),
  };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('token_hash', '=', tokenHash).execute();
}

/**
 * Ends a user's sessions (a deleted user, a new password): all of them, or all but the one that
 * set the password. Returns the token hashes, for cache eviction.
 */
export async function deleteUserSessions(db: Db, userId: string, exceptTokenHash?: string): Promise<string[]> {
  let query = db.deleteFrom('user_sessions').where('user_id', '=', userId);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  const rows = await query.returning('token_hash').execute();
  return rows.map((row) => row.token_hash);
}

/**
 * Claims a handoff session (impersonation, SSO) for a browser: once only, before it lapses.
 * Returns the claimed session's user and impersonator, or undefined.
 */
export async function claimHandoff(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user_id: string; site_id: string; impersonator_id: string | null } | undefined> {
  return db
    .updateTable('user_sessions')
    .set({ handoff_until: null })
    .where('token_hash', '=', tokenHash)
    .where('handoff_until', '>', now)
    .where('expires_at', '>', now)
    .returning(['user_id', 'site_id', 'impersonator_id'])
    .executeTakeFirst();
}
