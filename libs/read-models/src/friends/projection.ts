import type { Transaction } from 'kysely';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { effectFor, noEffect } from '../shared/batch.js';
import type { FriendshipStatus } from './table.js';

type Trx = Transaction<Database>;
const friendshipEventTypes = [
  'FriendRequested',
  'FriendRequestAccepted',
  'FriendRequestDeclined',
  'FriendRequestResent',
  'FriendshipRemoved',
  'FriendInvited',
  'FriendInvitationResent',
  'FriendInvitationCancelled',
  'FriendInvitationClaimed',
] as const;
type FriendEventOf = EventOf<(typeof friendshipEventTypes)[number]>;

/** A row as one event leaves it; each event writes only when newer than the row (replays are harmless). */
interface RowChange {
  readonly id: string;
  readonly siteId: string;
  readonly senderId: string;
  readonly friendeeId: string | null;
  readonly status: FriendshipStatus;
  readonly at: string;
  readonly position: bigint;
  readonly friendEmail?: string;
  readonly emailDigest?: string;
  readonly resentAt?: string;
}

function changeOf(event: FriendEventOf): RowChange {
  const { data, position } = event;
  const row = { id: data.friendshipId, siteId: data.siteId, senderId: data.senderId, position };
  switch (event.type) {
    case 'FriendRequested':
      return { ...row, friendeeId: event.data.friendeeId, status: 'P', at: event.data.requestedAt };
    case 'FriendRequestAccepted':
      return { ...row, friendeeId: event.data.friendeeId, status: 'A', at: event.data.acceptedAt };
    case 'FriendRequestDeclined':
      return { ...row, friendeeId: event.data.friendeeId, status: 'D', at: event.data.declinedAt };
    case 'FriendRequestResent':
      return { ...row, friendeeId: event.data.friendeeId, status: 'P', at: event.data.resentAt, resentAt: event.data.resentAt };
    case 'FriendshipRemoved':
      return { ...row, friendeeId: event.data.friendeeId, status: 'R', at: event.data.removedAt };
    case 'FriendInvited': {
      const { friendEmail, emailDigest, invitedAt } = event.data;
      return { ...row, friendeeId: null, status: 'P', at: invitedAt, friendEmail, emailDigest };
    }
    case 'FriendInvitationResent':
      return { ...row, friendeeId: null, status: 'P', at: event.data.resentAt, resentAt: event.data.resentAt };
    case 'FriendInvitationCancelled':
      return { ...row, friendeeId: null, status: 'R', at: event.data.cancelledAt };
    // The same id comes back as the FriendRequested that follows, on the pair's stream.
    case 'FriendInvitationClaimed':
      return { ...row, friendeeId: event.data.friendeeId, status: 'R', at: event.data.claimedAt };
    default:
      throw new Error(`friends projection: unexpected ${(event as { type: string }).type}`);
  }
}

async function write(trx: Trx, change: RowChange): Promise<void> {
  const at = new Date(change.at);
  await trx
    .insertInto('friendships')
    .values({
      id: change.id,
      site_id: change.siteId,
      sender_id: change.senderId,
      friendee_id: change.friendeeId,
      status: change.status,
      friend_email: change.friendEmail ?? null,
      email_digest: change.emailDigest ?? null,
      resent_at: change.resentAt ?? null,
      created_at: at,
      updated_at: at,
      position: change.position,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({
          friendee_id: eb.fn.coalesce(eb.ref('excluded.friendee_id'), eb.ref('friendships.friendee_id')),
          status: eb.ref('excluded.status'),
          resent_at: eb.fn.coalesce(eb.ref('excluded.resent_at'), eb.ref('friendships.resent_at')),
          updated_at: eb.ref('excluded.updated_at'),
          position: eb.ref('excluded.position'),
        }))
        .where('friendships.position', '<', (eb) => eb.ref('excluded.position')),
    )
    .execute();
}

/**
 * Friendships (spec 2 §3 Friendship): one row per request, by its id, moving P → A, D or R. An
 * erased person's friendships and invitations leave every list (R), and the addresses they
 * invited are emptied.
 */
export const friendsProjection = defineProjection({
  name: 'friends',
  version: 1,
  tables: ['friendships'],
  eventTypes: [...friendshipEventTypes, 'UserErasureRequested'],
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const told: string[] = [];
    for (const event of events) {
      if (event.type === 'UserErasureRequested') {
        const { userId } = event.data;
        const rows = await trx
          .updateTable('friendships')
          .set({ status: 'R', friend_email: '', email_digest: null, position: event.position })
          .where((eb) => eb.or([eb('sender_id', '=', userId), eb('friendee_id', '=', userId)]))
          .where('position', '<', event.position)
          .returning(['sender_id', 'friendee_id'])
          .execute();
        told.push(userId, ...rows.flatMap((row) => [row.sender_id, row.friendee_id ?? '']).filter(Boolean));
        continue;
      }
      const change = changeOf(event);
      await write(trx, change);
      told.push(change.senderId, ...(change.friendeeId ? [change.friendeeId] : []));
    }
    return effectFor(told);
  },
});
