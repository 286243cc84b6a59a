import type { PasswordResetCompleted, PasswordResetRequested, UserEmailChanged } from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import type { Projection } from '../projection.js';
import { effectFor } from '../shared/batch.js';

type Handled = PasswordResetRequested | PasswordResetCompleted | UserEmailChanged;

/**
 * Which user a reset link belongs to, and whether it can still be used: what "verify reset token"
 * answers. Events apply in log order, each idempotent (replays change nothing).
 */
export const passwordResetsProjection: Projection = {
  name: 'password_resets',
  version: 1,
  tables: ['password_reset_tokens'],
  eventTypes: ['PasswordResetRequested', 'PasswordResetCompleted', 'UserEmailChanged'],
  async apply(trx, events) {
    const handled = events.filter((event): event is StoredEvent<Handled['type'], Handled['data']> => this.eventTypes.includes(event.type));
    for (const event of handled) {
      const { position } = event;
      if (event.type === 'PasswordResetRequested') {
        const data = event.data as PasswordResetRequested['data'];
        await trx
          .insertInto('password_reset_tokens')
          .values({
            token_hash: data.tokenHash,
            user_id: data.userId,
            site_id: data.siteId,
            expires_at: new Date(data.expiresAt),
            status: 'pending',
            position,
          })
          .onConflict((oc) => oc.column('token_hash').doNothing())
          .execute();
        await trx
          .updateTable('password_reset_tokens')
          .set({ status: 'superseded' })
          .where('user_id', '=', data.userId)
          .where('status', '=', 'pending')
          .where('position', '<', position)
          .execute();
      } else if (event.type === 'PasswordResetCompleted') {
        const data = event.data as PasswordResetCompleted['data'];
        await trx.updateTable('password_reset_tokens').set({ status: 'used' }).where('token_hash', '=', data.tokenHash).execute();
      } else {
        await trx
          .updateTable('password_reset_tokens')
          .set({ status: 'revoked' })
          .where('user_id', '=', event.data.userId)
          .where('status', '=', 'pending')
          .where('position', '<', position)
          .execute();
      }
    }
    return effectFor(handled.map((event) => event.data.userId));
  },
};
