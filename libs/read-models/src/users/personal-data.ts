import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** The person's profile, settings and subscription (their password hash is a secret, not their data). */
export async function exportUserProfile(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    site_id: row.site_id,
    email: row.email,
    role: row.role,
    first_name: row.first_name,
    last_name: row.last_name,
    started_on: row.started_on,
    birth_date: row.birth_date,
    address: { line1: row.line1, line2: row.line2, city: row.city, state_province: row.state_province, postal_code: row.postal_code },
    phone: row.phone,
    allows_sms: row.allows_sms,
    time_zone: row.time_zone,
    subscription: row.subscription,
    active_device: row.active_device,
    location_id: row.location_id,
    eligibility_identifier: row.eligibility_identifier,
    sso_identifier: row.sso_identifier,
    last_signed_in_at: iso(row.last_signed_in_at),
    profile_image: { url: row.image_url, thumbnail_url: row.image_thumbnail_url, blur_url: row.image_blur_url },
  };
}
