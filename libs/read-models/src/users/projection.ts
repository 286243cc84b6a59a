import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import { assertNever } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { effectFor, lastBy, ofType } from '../shared/batch.js';
import { unnest } from '../shared/unnest.js';
import type { UserTable } from './table.js';

type Trx = Transaction<Database>;

function userRow({ data, position }: EventOf<'UserRegistered'>): Insertable<UserTable> {
  return {
    id: data.userId,
    site_id: data.siteId,
    email: data.email,
    role: data.role,
    first_name: data.firstName,
    last_name: data.lastName,
    started_on: data.startedOn,
    password_hash: data.passwordHash,
    sso_identifier: data.ssoIdentifier ?? null,
    location_id: data.locationId ?? null,
    birth_date: data.birthDate ?? null,
    eligibility_identifier: data.eligibilityIdentifier ?? null,
    allows_sms: data.allowsSms ?? false,
    phone: data.phone ?? null,
    position,
  };
}

async function insertUsers(trx: Trx, registered: readonly EventOf<'UserRegistered'>[]): Promise<void> {
  const rows = lastBy(registered, (e) => e.data.userId).map(userRow);
  if (rows.length === 0) return;
  await trx
    .insertInto('users')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** `greatest` keeps the latest sign-in however often (and in whatever batches) events are applied. */
async function recordSignIns(trx: Trx, signIns: readonly EventOf<'UserSignedIn'>[]): Promise<void> {
  const rows = lastBy(signIns, (e) => e.data.userId).map((e) => ({ id: e.data.userId, at: e.createdAt }));
  if (rows.length === 0) return;
  await trx
    .updateTable('users')
    .from(sql<{ id: string; at: Date }>`(${unnest(rows, { id: 'text', at: 'timestamptz' })})`.as('s'))
    .set((eb) => ({ last_signed_in_at: eb.fn('greatest', ['users.last_signed_in_at', 's.at']) }))
    .whereRef('users.id', '=', 's.id')
    .execute();
}

const changeTypes = [
  'UserProfileChanged',
  'UserEmailChanged',
  'UserLocationChanged',
  'UserPasswordChanged',
  'PasswordResetCompleted',
  'UserSubscriptionChanged',
  'UserTrackingMethodChosen',
] as const;
type Change = EventOf<(typeof changeTypes)[number]>;

/** The columns an account change sets. */
function changedColumns(event: Change): Updateable<UserTable> {
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
      return { email: event.data.email };
    case 'UserLocationChanged':
      return { location_id: event.data.locationId };
    case 'UserPasswordChanged':
    case 'PasswordResetCompleted':
      return { password_hash: event.data.passwordHash };
    case 'UserSubscriptionChanged':
      return { subscription: JSON.stringify(event.data.subscription) };
    case 'UserTrackingMethodChosen':
      return { active_device: event.data.activeDevice };
    default:
      return assertNever(event);
  }
}

/**
 * Changes apply one by one in log order (an e-mail freed by one user may be taken by the next in
 * the same batch: the unique index must see them in order); the position guard skips replays.
 */
async function applyChanges(trx: Trx, changes: readonly Change[]): Promise<void> {
  for (const event of changes) {
    await trx
      .updateTable('users')
      .set({ ...changedColumns(event), position: event.position })
      .where('id', '=', event.data.userId)
      .where('position', '<', event.position)
      .execute();
  }
}

/** A deletion keeps the row (ids in the log stay resolvable) and marks it; the first mark stays. */
async function markDeleted(trx: Trx, deleted: readonly EventOf<'UserDeleted'>[]): Promise<void> {
  for (const event of lastBy(deleted, (e) => e.data.userId)) {
    await trx
      .updateTable('users')
      .set({ deleted_at: event.createdAt })
      .where('id', '=', event.data.userId)
      .where('deleted_at', 'is', null)
      .execute();
  }
}

/** Participants' accounts: profile, settings, credentials, last sign-in, deletion. */
export const usersProjection = defineProjection({
  name: 'users',
  version: 4,
  tables: ['users'],
  eventTypes: ['UserRegistered', 'UserSignedIn', 'UserDeleted', ...changeTypes],
  async apply(trx, events) {
    const registered = ofType(events, 'UserRegistered');
    const signIns = ofType(events, 'UserSignedIn');
    const changes = ofType(events, ...changeTypes);
    const deleted = ofType(events, 'UserDeleted');
    if (changes.some((event) => event.type === 'UserEmailChanged') && registered.length > 0) {
      // An address freed by a change may be registered by someone else in the same batch: in log order.
      for (const event of events) {
        if (event.type === 'UserRegistered') await insertUsers(trx, [event]);
        else if (event.type === 'UserSignedIn') await recordSignIns(trx, [event]);
        else if (event.type === 'UserDeleted') await markDeleted(trx, [event]);
        else await applyChanges(trx, [event]);
      }
    } else {
      await insertUsers(trx, registered);
      await recordSignIns(trx, signIns);
      await applyChanges(trx, changes);
      await markDeleted(trx, deleted);
    }
    return effectFor(events.map((e) => e.data.userId));
  },
});
