import type { ReadModelDb as Db } from '../database.js';

export interface ResetTokenRow {
  user_id: string;
  site_id: string;
  email: string;
  status: 'pending' | 'used' | 'superseded' | 'revoked';
  expires_at: Date;
}

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
