import type { Selectable } from 'kysely';
import { defaultSubscription, normaliseEmail, type Subscription } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import type { UserTable } from './table.js';

type User = Selectable<UserTable>;

/**
 * A participant as the API shapes docs/api.md's User from it (adding profile and permissions):
 * the user's columns but the bookkeeping, the sign-in time as ISO text, the subscription filled in.
 * `time_zone` null: the site's; `active_device` null: not chosen yet.
 */
export type UserRow = Omit<User, 'password_hash' | 'position' | 'deleted_at' | 'last_signed_in_at' | 'subscription'> & {
  last_signed_in_at: string | null;
  subscription: Subscription;
};

export type UserWithPasswordHash = UserRow & Pick<User, 'password_hash'>;

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
    image_url: row.image_url,
    image_thumbnail_url: row.image_thumbnail_url,
    image_blur_url: row.image_blur_url,
  };
}

/** For sign-in: the e-mail is normalised the way the domain stored it; erased users are not found. */
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

/** A live (not erased) user. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row && toUserRow(row);
}

/** For re-typing one's password (deleting one's own account): a live user with the password hash. */
export async function findUserWithPasswordHash(db: Db, id: string): Promise<UserWithPasswordHash | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row && { ...toUserRow(row), password_hash: row.password_hash };
}
