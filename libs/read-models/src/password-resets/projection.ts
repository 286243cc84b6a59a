import { assertNever } from '@wellway/domain';
import { defineProjection } from '../projection.js';
import { effectFor } from '../shared/batch.js';

/**
 * Which user a reset link belongs to, and whether it can still be used: what "verify reset token"
 * answers. Events apply in log order, each idempotent (replays change nothing).
 */
export const passwordResetsProjection = defineProjection({
  name: 'password_resets',
  version: 1,
  tables: ['password_reset_tokens'],
  eventTypes: ['PasswordResetRequested', 'PasswordResetCompleted', 'UserEmailChanged'],
  async apply(trx, events) {
    for (const event of events) {
      const { position } = event;
      switch (event.type) {
        case 'PasswordResetRequested': {
          const { data } = event;
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
          break;
        }
        case 'PasswordResetCompleted':
          await trx.updateTable('password_reset_tokens').set({ status: 'used' }).where('token_hash', '=', event.data.tokenHash).execute();
          break;
        case 'UserEmailChanged':
          await trx
            .updateTable('password_reset_tokens')
            .set({ status: 'revoked' })
            .where('user_id', '=', event.data.userId)
            .where('status', '=', 'pending')
            .where('position', '<', position)
            .execute();
          break;
        default:
          assertNever(event);
      }
    }
    return effectFor(events.map((event) => event.data.userId));
  },
});
