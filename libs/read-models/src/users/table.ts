import type { ColumnType } from 'kysely';
import type { Role, Subscription } from '@wellway/domain';

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
  line1: ColumnType<string, string | undefined, string>;
  line2: ColumnType<string, string | undefined, string>;
  city: ColumnType<string, string | undefined, string>;
  state_province: ColumnType<string, string | undefined, string>;
  postal_code: ColumnType<string, string | undefined, string>;
  allows_sms: ColumnType<boolean, boolean | undefined, boolean>;
  phone: string | null;
  /** null: the site's. */
  time_zone: string | null;
  /** jsonb; null: the default subscription. */
  subscription: ColumnType<Subscription | null, string | null | undefined, string | null>;
  active_device: string | null;
  sso_identifier: string | null;
  /** Set by UserErasureRequested (its requestedAt): the person signs in no more; lists show a former participant. */
  deleted_at: Date | null;
  /** Registration fields (spec 2 §3); null for accounts made without them. */
  location_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A date column, read as 'YYYY-MM-DD'. */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  eligibility_identifier: ColumnType<string | null, string | null | undefined, string | null>;
  /** The profile photo's URLs (UserProfilePhotoChanged); null: no photo. */
  image_url: ColumnType<string | null, string | null | undefined, string | null>;
  image_thumbnail_url: ColumnType<string | null, string | null | undefined, string | null>;
  image_blur_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Position of the last event applied to the row (sign-ins excepted: they only move forward). */
  position: bigint;
}

export interface UsersTables {
  users: UserTable;
}
