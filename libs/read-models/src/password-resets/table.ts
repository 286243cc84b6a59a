/** Reset tokens by hash (the hashes are in the log; the tokens never are). */
export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: string;
  site_id: string;
  expires_at: Date;
  /** pending: may be used until expires_at; used; superseded: a newer request; revoked: the e-mail changed, or the person was erased. */
  status: 'pending' | 'used' | 'superseded' | 'revoked';
  position: bigint;
}

export interface PasswordResetsTables {
  password_reset_tokens: PasswordResetTokenTable;
}
