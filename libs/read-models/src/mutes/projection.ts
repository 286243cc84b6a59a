import { sql } from 'kysely';
import { defineProjection } from '../projection.js';
import { effectFor, noEffect } from '../shared/batch.js';

/**
 * Mutes: a row per muter and muted person, active while the mute stands. Each event writes only
 * when newer than the pair's row (a replay writes nothing). An erased person's mutes, by and of
 * them, end at the erasure's position, so a replay brings none back.
 */
export const mutesProjection = defineProjection({
  name: 'mutes',
  version: 1,
  tables: ['mutes'],
  eventTypes: ['UserMuted', 'UserUnmuted', 'UserErasureRequested'],
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const told: string[] = [];
    for (const event of events) {
      if (event.type === 'UserErasureRequested') {
        const { userId } = event.data;
        const gone = await trx
          .updateTable('mutes')
          .set({ active: false, position: event.position })
          .where(sql<boolean>`muter_id = ${userId} or muted_id = ${userId}`)
          .where('position', '<', event.position)
          .returning('muter_id')
          .execute();
        told.push(...gone.map((row) => row.muter_id));
        continue;
      }
      const { siteId, muterId, mutedId } = event.data;
      const active = event.type === 'UserMuted';
      await trx
        .insertInto('mutes')
        .values({
          site_id: siteId,
          muter_id: muterId,
          muted_id: mutedId,
          active,
          created_at: active ? event.data.mutedAt : event.data.unmutedAt,
          position: event.position,
        })
        .onConflict((oc) =>
          oc
            .columns(['muter_id', 'muted_id'])
            .doUpdateSet((eb) => ({
              active: eb.ref('excluded.active'),
              created_at: eb.ref('excluded.created_at'),
              position: eb.ref('excluded.position'),
            }))
            .where('mutes.position', '<', (eb) => eb.ref('excluded.position')),
        )
        .execute();
      // Only the muter hears of it: the muted person is not told.
      told.push(muterId);
    }
    return effectFor(told);
  },
});
