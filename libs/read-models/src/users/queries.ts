import type { Selectable } from 'kysely';
import { normaliseEmail, type Role } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import type { UserTable } from './table.js';

/** A participant as the API shapes docs/api.md's User from it (adding profile and permissions). */
export interface UserRow {
  id: string;
  site_id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  started_on: string;
  last_signed_in_at: string | null;
  sso_identifier: string | null;
}

export interface UserWithPasswordHash extends UserRow {
  password_hash: string;
}

export function toUserRow(row: Omit<Selectable<UserTable>, 'password_hash' | 'position' | 'deleted_at'>): UserRow {
  return {
    id: row.id,
    site_id: row.site_id,
    email: row.email,
    role: row.role,
    first_name: row.first_name,
    last_name: row.last_name,
    started_on: row.started_on,
    last_signed_in_at: row.last_signed_in_at?.toISOString() ?? null,
    sso_identifier: row.sso_identifier,
  };
}

/** For sign-in: the e-mail is normalised the way the domain stored it; deleted users are not found. */
export async function findUserByEmail(db: Db, siteId: string, email: string): Promise<UserWithPasswordHash | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('email', '=', normaliseEmail(email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { ...toUserRow(row), password_hash: row.password_hash };
}

/** A live (not deleted) user. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row && toUserRow(row);
}
