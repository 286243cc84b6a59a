import type { Role } from '@wellway/domain';

export interface UserTable {
  id: string;
  site_id: string;
  /** Normalised by the domain (lower case, trimmed); unique per site. */
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  started_on: string;
  password_hash: string;
  last_signed_in_at: Date | null;
  sso_identifier: string | null;
  /** Set by UserDeleted: a deleted user signs in no more and is listed nowhere. */
  deleted_at: Date | null;
  position: bigint;
}

export interface UsersTables {
  users: UserTable;
}
