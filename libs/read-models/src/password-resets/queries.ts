import type { Selectable } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import type { UserTable } from '../users/table.js';
import type { PasswordResetTokenTable } from './table.js';

export type ResetTokenRow = Pick<Selectable<PasswordResetTokenTable>, 'user_id' | 'site_id' | 'status' | 'expires_at'> &
  Pick<Selectable<UserTable>, 'email'>;

/** The reset token with this hash and its user's current e-mail, whatever its status. */
export async function findResetToken(db: Db, tokenHash: string): Promise<ResetTokenRow | undefined> {
  return db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.user_id', 't.site_id', 'u.email', 't.status', 't.expires_at'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Can the token set a password now? (The decider has the last word when it is used.) */
export const resetTokenUsable = (token: ResetTokenRow | undefined, now: Date): token is ResetTokenRow =>
  token !== undefined && token.status === 'pending' && token.expires_at > now;
