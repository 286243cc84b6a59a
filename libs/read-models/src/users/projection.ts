import { sql, type Insertable, type Transaction } from 'kysely';
import type { UserDeleted, UserRegistered, UserSignedIn } from '@wellway/domain';
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
    position,
  };
}

async function insertUsers(trx: Trx, registered: readonly StoredEvent<string, UserRegistered['data']>[]): Promise<void> {
  const rows = lastBy(registered, (e) => e.data.userId).map(userRow);
  if (rows.length === 0) return;
  await trx.insertInto('users').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
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

/** A deletion keeps the row (ids in the log stay resolvable) and marks it; the first mark stays. */
async function markDeleted(trx: Trx, deleted: readonly StoredEvent<string, UserDeleted['data']>[]): Promise<void> {
  for (const event of lastBy(deleted, (e) => e.data.userId)) {
    await trx.updateTable('users').set({ deleted_at: event.createdAt }).where('id', '=', event.data.userId).where('deleted_at', 'is', null).execute();
  }
}

/** Participants' accounts: profile, credentials, last sign-in. */
export const usersProjection: Projection = {
  name: 'users',
  version: 2,
  tables: ['users'],
  eventTypes: ['UserRegistered', 'UserSignedIn', 'UserDeleted'],
  async apply(trx, events) {
    const registered = ofType<UserRegistered['data']>(events, 'UserRegistered');
    const signIns = ofType<UserSignedIn['data']>(events, 'UserSignedIn');
    await insertUsers(trx, registered);
    const deleted = ofType<UserDeleted['data']>(events, 'UserDeleted');
    await recordSignIns(trx, signIns);
    await markDeleted(trx, deleted);
    return effectFor([...registered, ...signIns, ...deleted].map((e) => e.data.userId));
  },
};
