import { sql, type Selectable, type Transaction } from 'kysely';
import { assertNever, FORMER_FIRST_NAME, FORMER_LAST_NAME } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, effectFor, noEffect } from '../shared/batch.js';
import { foldRows } from '../shared/fold-rows.js';
import { lockedRowsById, overwriteAllBut } from '../shared/rows.js';
import { columnsOf, unnest, type ColumnTypes } from '../shared/unnest.js';
import type { UserTable } from './table.js';

type Trx = Transaction<Database>;
type Row = Selectable<UserTable>;

const changeTypes = [
  'UserProfileChanged',
  'UserEmailChanged',
  'UserLocationChanged',
  'UserPasswordChanged',
  'PasswordResetCompleted',
  'UserSubscriptionChanged',
  'UserTrackingMethodChosen',
  'UserProfilePhotoChanged',
] as const;
type Change = EventOf<(typeof changeTypes)[number]>;
type Event = EventOf<'UserRegistered' | 'UserSignedIn' | 'UserErasureRequested'> | Change;

/** An erased person's e-mail column: no address, unique per account (no clash between two erased people), never a sign-in. */
const erasedEmail = (userId: string): string => `erased-${userId}@erased.invalid`;

/**
 * The e-mail column from an event's address. An address that reads empty is an erased person's
 * (their key is gone, as in a rebuild after the erasure): it takes the account's placeholder, so
 * two such accounts never clash on (site, e-mail) before their erasure request is applied.
 */
const emailColumn = (userId: string, email: string): string => (email === '' ? erasedEmail(userId) : email);

/**
 * An erased person's row: every personal field replaced, the rest (site, role, location, start
 * date: what totals and reports group by) kept. `deleted_at` marks it: no sign-in, no session.
 */
function erasedRow(row: Row, erasedAt: Date, position: bigint): Row {
  return {
    ...row,
    email: erasedEmail(row.id),
    first_name: FORMER_FIRST_NAME, // what every list shows for an erased person
    last_name: FORMER_LAST_NAME,
    password_hash: '',
    last_signed_in_at: null,
    line1: '',
    line2: '',
    city: '',
    state_province: '',
    postal_code: '',
    allows_sms: false,
    phone: null,
    time_zone: null,
    subscription: null,
    active_device: null,
    sso_identifier: null,
    birth_date: null,
    eligibility_identifier: null,
    ...noImage,
    deleted_at: erasedAt,
    position,
  };
}

const noImage = { image_url: null, image_thumbnail_url: null, image_blur_url: null } as const;

/**
 * A new account's row: what registration records, the rest as the table's defaults. The one
 * builder of it: registration answers with it too, before the projection has run.
 */
export function registeredUserRow(data: EventOf<'UserRegistered'>['data'], position: bigint): Row {
  return {
    id: data.userId,
    site_id: data.siteId,
    email: emailColumn(data.userId, data.email),
    role: data.role,
    first_name: data.firstName,
    last_name: data.lastName,
    started_on: data.startedOn,
    password_hash: data.passwordHash,
    last_signed_in_at: null,
    line1: '',
    line2: '',
    city: '',
    state_province: '',
    postal_code: '',
    allows_sms: data.allowsSms ?? false,
    phone: data.phone ?? null,
    time_zone: null,
    subscription: null,
    active_device: null,
    sso_identifier: data.ssoIdentifier ?? null,
    deleted_at: null,
    location_id: data.locationId ?? null,
    birth_date: data.birthDate ?? null,
    eligibility_identifier: data.eligibilityIdentifier ?? null,
    ...noImage,
    position,
  };
}

/** The columns an account change sets. */
function changedColumns(event: Change): Partial<Row> {
  switch (event.type) {
    case 'UserProfileChanged': {
      const { firstName, lastName, address, allowsSms, phone, timeZone } = event.data;
      return {
        first_name: firstName,
        last_name: lastName,
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        state_province: address.stateProvince,
        postal_code: address.postalCode,
        allows_sms: allowsSms,
        phone,
        time_zone: timeZone,
      };
    }
    case 'UserEmailChanged':
      return { email: emailColumn(event.data.userId, event.data.email) };
    case 'UserLocationChanged':
      return { location_id: event.data.locationId };
    case 'UserPasswordChanged':
    case 'PasswordResetCompleted':
      return { password_hash: event.data.passwordHash };
    case 'UserSubscriptionChanged':
      return { subscription: event.data.subscription };
    case 'UserTrackingMethodChosen':
      return { active_device: event.data.activeDevice };
    case 'UserProfilePhotoChanged': {
      const { image } = event.data;
      return image ? { image_url: image.url, image_thumbnail_url: image.thumbnailUrl, image_blur_url: image.blurUrl } : noImage;
    }
    default:
      return assertNever(event);
  }
}

/**
 * One event on top of the row it finds (undefined: no row yet). A registration is recorded once;
 * a change moves the row's position; the latest sign-in stays, whatever order and however often
 * it is applied (it does not move the position). The erasure request replaces the personal fields
 * for good: nothing of the person's applied again (a replay) brings any back.
 */
function applyEvent(row: Row | undefined, event: Event): Row | undefined {
  if (row && row.deleted_at !== null) return row; // erased
  switch (event.type) {
    case 'UserRegistered':
      return row ?? registeredUserRow(event.data, event.position);
    case 'UserSignedIn': {
      const last = row?.last_signed_in_at;
      return row && !(last && last >= event.createdAt) ? { ...row, last_signed_in_at: event.createdAt } : row;
    }
    case 'UserErasureRequested':
      return row && erasedRow(row, new Date(event.data.requestedAt), event.position);
    default:
      return row && { ...row, ...changedColumns(event), position: event.position };
  }
}

/** A row as written: jsonb and timestamps as text (the batch goes as one array per column). */
type Written = Omit<Row, 'subscription' | 'last_signed_in_at' | 'deleted_at'> & {
  subscription: string | null;
  last_signed_in_at: string | null;
  deleted_at: string | null;
};

const columns: ColumnTypes<Written> = {
  id: 'text',
  site_id: 'text',
  email: 'text',
  role: 'text',
  first_name: 'text',
  last_name: 'text',
  started_on: 'date',
  password_hash: 'text',
  last_signed_in_at: 'timestamptz',
  line1: 'text',
  line2: 'text',
  city: 'text',
  state_province: 'text',
  postal_code: 'text',
  allows_sms: 'bool',
  phone: 'text',
  time_zone: 'text',
  subscription: 'jsonb',
  active_device: 'text',
  sso_identifier: 'text',
  deleted_at: 'timestamptz',
  location_id: 'text',
  birth_date: 'date',
  eligibility_identifier: 'text',
  image_url: 'text',
  image_thumbnail_url: 'text',
  image_blur_url: 'text',
  position: 'int8',
};

const written = (row: Row): Written => ({
  ...row,
  subscription: row.subscription && JSON.stringify(row.subscription),
  last_signed_in_at: row.last_signed_in_at?.toISOString() ?? null,
  deleted_at: row.deleted_at?.toISOString() ?? null,
});

/**
 * Writes the changed rows in one upsert. The (site, e-mail) key is checked row by row, so when
 * accounts trade addresses within a batch (one frees an address another takes), the accounts whose
 * address changed first hold a placeholder no address can equal; the upsert then writes the
 * batch's end state, which the log keeps unique.
 */
async function writeRows(trx: Trx, rows: readonly Row[], before: ReadonlyMap<string, string>): Promise<void> {
  const moving = rows.filter((row) => before.has(row.id) && before.get(row.id) !== row.email).map((row) => row.id);
  if (moving.length > 0) {
    await sql`update users set email = '#moving#' || id where id = any(${moving}::text[])`.execute(trx);
  }
  await trx
    .insertInto('users')
    .columns(columnsOf(columns))
    .expression(unnest(rows.map(written), columns))
    .onConflict((oc) => oc.column('id').doUpdateSet(overwriteAllBut<'users'>(columnsOf(columns), ['id', 'site_id', 'role', 'started_on'])))
    .execute();
}

/** Participants' accounts: profile, settings, credentials, last sign-in, erasure. */
export const usersProjection = defineProjection({
  name: 'users',
  version: 6,
  tables: ['users'],
  eventTypes: ['UserRegistered', 'UserSignedIn', 'UserErasureRequested', ...changeTypes],
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const rows = await lockedRowsById(trx, 'users', distinct(events.map((event) => event.data.userId)));
    const emails = new Map([...rows.values()].map((row) => [row.id, row.email]));
    const changed = foldRows(rows, events, (event) => event.data.userId, applyEvent);
    if (changed.length > 0) await writeRows(trx, changed, emails);
    return effectFor(events.map((e) => e.data.userId));
  },
});
