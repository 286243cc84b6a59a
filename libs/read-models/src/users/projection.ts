import { sql, type Insertable, type Transaction } from 'kysely';
import type { UserRegistered, UserSignedIn } from '@wellway/domain';
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

/** Participants' accounts: profile, credentials, last sign-in. */
export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  tables: ['users'],
  eventTypes: ['UserRegistered', 'UserSignedIn'],
  async apply(trx, events) {
    const registered = ofType<UserRegistered['data']>(events, 'UserRegistered');
    const signIns = ofType<UserSignedIn['data']>(events, 'UserSignedIn');
    await insertUsers(trx, registered);
    await recordSignIns(trx, signIns);
    return effectFor([...registered, ...signIns].map((e) => e.data.userId));
  },
};
