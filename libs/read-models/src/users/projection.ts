import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import { assertNever } from '@wellway/domain';
import type { UserDeleted, UserEvent, UserRegistered, UserSignedIn } from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from '../database.js';
import type { Projection } from '../projection.js';
import { effectFor, lastBy, ofType } from '../shared/batch.js';
import { unnest } from '../shared/unnest.js';
import type { UserTable } from './table.js';

type Trx = Transaction<Database>;

function userRow({ data, position }: StoredEvent<string, UserRegistered['data']>): Insertable<UserTable> {
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

async function insertUsers(trx: Trx, registered: readonly StoredEvent<string, UserRegistered['data']>[]): Promise<void> {
  const rows = lastBy(registered, (e) => e.data.userId).map(userRow);
  if (rows.length === 0) return;
  await trx
    .insertInto('users')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** `greatest` keeps the latest sign-in however often (and in whatever batches) events are applied. */
async function recordSignIns(trx: Trx, signIns: readonly StoredEvent<string, UserSignedIn['data']>[]): Promise<void> {
  const rows = lastBy(signIns, (e) => e.data.userId).map((e) => ({ id: e.data.userId, at: e.createdAt }));
  if (rows.length === 0) return;
  await trx
    .updateTable('users')
    .from(sql<{ id: string; at: Date }>`(${unnest(rows, { id: 'text', at: 'timestamptz' })})`.as('s'))
    .set((eb) => ({ last_signed_in_at: eb.fn('greatest', ['users.last_signed_in_at', 's.at']) }))
    .whereRef('users.id', '=', 's.id')
    .execute();
}

type Change = Exclude<
  UserEvent,
  | UserRegistered
  | UserDeleted
  | { type: 'UserSignedIn' | 'UserSignedOut' | 'PasswordResetRequested' | 'ImpersonationStarted' | 'ImpersonationEnded' }
>;
const changeTypes: readonly Change['type'][] = [
  'UserProfileChanged',
  'UserEmailChanged',
  'UserLocationChanged',
  'UserPasswordChanged',
  'PasswordResetCompleted',
  'UserSubscriptionChanged',
  'UserTrackingMethodChosen',
];

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
async function applyChanges(trx: Trx, changes: readonly StoredEvent<string, Change['data']>[]): Promise<void> {
  for (const event of changes) {
    await trx
      .updateTable('users')
      .set({ ...changedColumns({ type: event.type, data: event.data } as Change), position: event.position })
      .where('id', '=', event.data.userId)
      .where('position', '<', event.position)
      .execute();
  }
}

/** A deletion keeps the row (ids in the log stay resolvable) and marks it; the first mark stays. */
async function markDeleted(trx: Trx, deleted: readonly StoredEvent<string, UserDeleted['data']>[]): Promise<void> {
  for (const event of lastBy(deleted, (e) => e.data.userId)) {
    await trx
      .updateTable('users')
      .set({ deleted_at: event.createdAt })
      .where('id', '=', event.data.userId)
      .where('deleted_at', 'is', null)
      .execute();
  }
}

const usersProjectionEventTypes: readonly string[] = ['UserRegistered', 'UserSignedIn', 'UserDeleted', ...changeTypes];

/** Participants' accounts: profile, settings, credentials, last sign-in, deletion. */
export const usersProjection: Projection = {
  name: 'users',
  version: 4,
  tables: ['users'],
  eventTypes: usersProjectionEventTypes,
  async apply(trx, events) {
    const registered = ofType<UserRegistered['data']>(events, 'UserRegistered');
    const signIns = ofType<UserSignedIn['data']>(events, 'UserSignedIn');
    const changes = ofType<Change['data']>(events, ...changeTypes);
    const deleted = ofType<UserDeleted['data']>(events, 'UserDeleted');
    if (changes.some((event) => event.type === 'UserEmailChanged') && registered.length > 0) {
      // An address freed by a change may be registered by someone else in the same batch: in log order.
      for (const event of ofType<unknown>(events, ...usersProjectionEventTypes)) {
        if (event.type === 'UserRegistered') await insertUsers(trx, [event as StoredEvent<string, UserRegistered['data']>]);
        else if (event.type === 'UserSignedIn') await recordSignIns(trx, [event as StoredEvent<string, UserSignedIn['data']>]);
        else if (event.type === 'UserDeleted') await markDeleted(trx, [event as StoredEvent<string, UserDeleted['data']>]);
        else await applyChanges(trx, [event as StoredEvent<string, Change['data']>]);
      }
    } else {
      await insertUsers(trx, registered);
      await recordSignIns(trx, signIns);
      await applyChanges(trx, changes);
      await markDeleted(trx, deleted);
    }
    return effectFor([...registered, ...signIns, ...changes, ...deleted].map((e) => e.data.userId));
  },
};
