import { sql, type Selectable, type Transaction } from 'kysely';
import { assertNever } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, effectFor, noEffect } from '../shared/batch.js';
import { columnsOf, unnest, type ColumnTypes } from '../shared/unnest.js';
import type { PasswordResetTokenTable } from './table.js';

type Row = Selectable<PasswordResetTokenTable>;
type Event = EventOf<'PasswordResetRequested' | 'PasswordResetCompleted' | 'UserEmailChanged' | 'UserErasureRequested'>;

const columns: ColumnTypes<Row> = {
  token_hash: 'text',
  user_id: 'text',
  site_id: 'text',
  expires_at: 'timestamptz',
  status: 'text',
  position: 'int8',
};

/**
 * The batch's events, in log order, on top of the tokens they concern (`tokens` by hash: every token
 * an event names and every pending token of the users they name, as loaded; updated here). A new
 * request supersedes, and an e-mail change revokes, the user's pending tokens from before it; a
 * completed reset uses its (pending) token; an erasure revokes every token of the person for good.
 * Returns the tokens changed. Replays change nothing.
 */
export function applyResetEvents(tokens: Map<string, Row>, events: readonly Event[]): Row[] {
  const changed = new Map<string, Row>();
  const hashesOf = new Map<string, Set<string>>(); // per user
  const set = (row: Row) => {
    tokens.set(row.token_hash, row);
    changed.set(row.token_hash, row);
    hashesOf.set(row.user_id, (hashesOf.get(row.user_id) ?? new Set()).add(row.token_hash));
  };
  for (const row of tokens.values()) hashesOf.set(row.user_id, (hashesOf.get(row.user_id) ?? new Set()).add(row.token_hash));
  const endPending = (userId: string, before: bigint, status: 'superseded' | 'revoked') => {
    for (const hash of hashesOf.get(userId) ?? []) {
      const row = tokens.get(hash);
      if (row && row.status === 'pending' && row.position < before) set({ ...row, status });
    }
  };
  const revokeAll = (userId: string) => {
    for (const hash of hashesOf.get(userId) ?? []) {
      const row = tokens.get(hash);
      if (row && row.status !== 'revoked') set({ ...row, status: 'revoked' });
    }
  };
  for (const event of events) {
    switch (event.type) {
      case 'PasswordResetRequested': {
        const { data, position } = event;
        if (!tokens.has(data.tokenHash)) {
          const expires_at = new Date(data.expiresAt);
          set({ token_hash: data.tokenHash, user_id: data.userId, site_id: data.siteId, expires_at, status: 'pending', position });
        }
        endPending(data.userId, position, 'superseded');
        break;
      }
      case 'PasswordResetCompleted': {
        const row = tokens.get(event.data.tokenHash);
        // Only a pending token is used (the decider allows no other): a replay never undoes a revocation.
        if (row && row.status === 'pending') set({ ...row, status: 'used' });
        break;
      }
      case 'UserEmailChanged':
        endPending(event.data.userId, event.position, 'revoked');
        break;
      case 'UserErasureRequested':
        revokeAll(event.data.userId);
        break;
      default:
        assertNever(event);
    }
  }
  return [...changed.values()];
}

async function currentTokens(trx: Transaction<Database>, events: readonly Event[]): Promise<Map<string, Row>> {
  const hashes = distinct(events.flatMap((event) => ('tokenHash' in event.data ? [event.data.tokenHash] : [])));
  const users = distinct(events.flatMap((event) => (event.type === 'PasswordResetCompleted' ? [] : [event.data.userId])));
  const erased = distinct(events.flatMap((event) => (event.type === 'UserErasureRequested' ? [event.data.userId] : [])));
  const rows = await trx
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where(
      sql<boolean>`token_hash = any(${hashes}::text[]) or (user_id = any(${users}::text[]) and status = 'pending') or user_id = any(${erased}::text[])`,
    )
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.token_hash, row]));
}

/**
 * Which user a reset link belongs to, and whether it can still be used: what "verify reset token"
 * answers.
 */
export const passwordResetsProjection = defineProjection({
  name: 'password_resets',
  version: 2,
  tables: ['password_reset_tokens'],
  eventTypes: ['PasswordResetRequested', 'PasswordResetCompleted', 'UserEmailChanged', 'UserErasureRequested'],
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const changed = applyResetEvents(await currentTokens(trx, events), events);
    if (changed.length > 0) {
      await trx
        .insertInto('password_reset_tokens')
        .columns(columnsOf(columns))
        .expression(unnest(changed, columns))
        .onConflict((oc) => oc.column('token_hash').doUpdateSet((eb) => ({ status: eb.ref('excluded.status') })))
        .execute();
    }
    return effectFor(events.map((event) => event.data.userId));
  },
});
