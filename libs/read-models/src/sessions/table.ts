import type { Generated } from 'kysely';

/** Operational state written by the API, not a projection: session tokens never enter the log. */
export interface UserSessionTable {
  /** sha-256 of the session token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  site_id: string;
  expires_at: Date;
  created_at: Generated<Date>;
  stay_signed_in: boolean;
  /** The master acting as this user (impersonation), else null. */
  impersonator_id: string | null;
  /** A handoff session (impersonation, SSO) may be claimed as a cookie once, until this time. */
  handoff_until: Date | null;
}

/** One failed attempt under a limit key (sign-in, password reset, …): operational, like sessions. */
export interface AttemptFailureTable {
  key: string;
  failed_at: Date;
}

export interface SessionsTables {
  user_sessions: UserSessionTable;
  attempt_failures: AttemptFailureTable;
}
