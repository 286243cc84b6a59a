import type { Selectable } from 'kysely';
import { defaultSubscription, normaliseEmail, type Role, type Subscription } from '@wellway/domain';
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
  line1: string;
  line2: string;
  city: string;
  state_province: string;
  postal_code: string;
  allows_sms: boolean;
  phone: string | null;
  /** null: the site's time zone. */
  time_zone: string | null;
  subscription: Subscription;
  /** null: not chosen yet. */
  active_device: string | null;
  sso_identifier: string | null;
  location_id: string | null;
  birth_date: string | null;
  eligibility_identifier: string | null;
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
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state_province: row.state_province,
    postal_code: row.postal_code,
    allows_sms: row.allows_sms,
    phone: row.phone,
    time_zone: row.time_zone,
    subscription: row.subscription ?? defaultSubscription,
    active_device: row.active_device,
    sso_identifier: row.sso_identifier,
    location_id: row.location_id,
    birth_date: row.birth_date,
    eligibility_identifier: row.eligibility_identifier,
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
