import type { Selectable } from 'kysely';
import { assertNever, userChallengeEventTypes } from '@wellway/domain';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, effectFor, noEffect } from '../shared/batch.js';
import { foldRows } from '../shared/fold-rows.js';
import { lockedRowsById, overwriteAllBut } from '../shared/rows.js';
import { columnsOf, unnest, type ColumnTypes } from '../shared/unnest.js';
import type { UserChallengeTable } from './table.js';

type Row = Selectable<UserChallengeTable>;
type Event = EventOf<(typeof userChallengeEventTypes)[number]>;

const columns: ColumnTypes<Row> = {
  id: 'text',
  site_id: 'text',
  sender_id: 'text',
  receiver_id: 'text',
  challenge_id: 'text',
  challenge_name: 'text',
  status: 'text',
  created_at: 'timestamptz',
  accepted_at: 'timestamptz',
  expires_at: 'timestamptz',
  completed_at: 'timestamptz',
  sender_completed_at: 'timestamptz',
  receiver_completed_at: 'timestamptz',
  canceled_at: 'timestamptz',
  expired_at: 'timestamptz',
  position: 'int8',
};

function applyEvent(row: Row | undefined, event: Event): Row | undefined {
  const { position } = event;
  switch (event.type) {
    case 'UserChallengeSent': {
      const d = event.data;
      return {
        id: d.userChallengeId,
        site_id: d.siteId,
        sender_id: d.senderId,
        receiver_id: d.receiverId,
        challenge_id: d.challengeId,
        challenge_name: d.challengeName,
        status: 'pending',
        created_at: new Date(d.sentAt),
        accepted_at: null,
        expires_at: new Date(d.expiresAt),
        completed_at: null,
        sender_completed_at: null,
        receiver_completed_at: null,
        canceled_at: null,
        expired_at: null,
        position,
      };
    }
    case 'UserChallengeAccepted':
      return row && { ...row, status: 'active', accepted_at: new Date(event.data.acceptedAt), position };
    case 'UserChallengeCanceled':
      return row && { ...row, status: 'canceled', canceled_at: new Date(event.data.canceledAt), position };
    case 'UserChallengeSideCompleted': {
      const at = new Date(event.data.completedAt);
      if (!row) return row;
      return event.data.userId === row.sender_id
        ? { ...row, sender_completed_at: at, position }
        : { ...row, receiver_completed_at: at, position };
    }
    case 'UserChallengeCompleted':
      return row && { ...row, status: 'completed', completed_at: new Date(event.data.completedAt), position };
    case 'UserChallengeExpired':
      return row && { ...row, status: 'expired', expired_at: new Date(event.data.expiredAt), position };
    default:
      return assertNever(event);
  }
}

/** One row per user challenge, position-guarded; its two sides get a live update. */
export const userChallengesProjection = defineProjection({
  name: 'user_challenges',
  version: 1,
  tables: ['user_challenges'],
  eventTypes: userChallengeEventTypes,
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const idOf = (event: Event) => event.data.userChallengeId;
    const rows = await lockedRowsById(trx, 'user_challenges', distinct(events.map(idOf)));
    const changed = foldRows(rows, events, idOf, applyEvent);
    if (changed.length > 0) {
      await trx
        .insertInto('user_challenges')
        .columns(columnsOf(columns))
        .expression(unnest(changed, columns))
        .onConflict((oc) => oc.column('id').doUpdateSet(overwriteAllBut<'user_challenges'>(columnsOf(columns), ['id'])))
        .execute();
    }
    return effectFor(events.flatMap((event) => [event.data.senderId, event.data.receiverId]));
  },
});
