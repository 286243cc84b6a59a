import { sql } from 'kysely';
import { defineProjection } from '../projection.js';
import { effectFor, noEffect, ofType } from '../shared/batch.js';
import { unnest } from '../shared/unnest.js';

/**
 * Who erased whom and when: a row per erasure request, completed when its UserErased comes. A
 * request is recorded once (an erasure is requested once per person); replays change nothing.
 */
export const erasuresProjection = defineProjection({
  name: 'erasures',
  version: 1,
  tables: ['erasures'],
  eventTypes: ['UserErasureRequested', 'UserErased'],
  async apply(trx, events) {
    const requested = ofType(events, 'UserErasureRequested');
    const erased = ofType(events, 'UserErased');
    if (requested.length + erased.length === 0) return noEffect;
    if (requested.length > 0) {
      const rows = unnest(
        requested.map(({ data }) => ({
          user_id: data.userId,
          site_id: data.siteId,
          requested_by_id: data.requestedById,
          by_self: data.bySelf,
          requested_at: data.requestedAt,
        })),
        { user_id: 'text', site_id: 'text', requested_by_id: 'text', by_self: 'bool', requested_at: 'timestamptz' },
      );
      await sql`
        insert into erasures (user_id, site_id, requested_by_id, by_self, requested_at)
        select r.user_id, r.site_id, r.requested_by_id, r.by_self, r.requested_at from (${rows}) r
        on conflict (user_id) do nothing`.execute(trx);
    }
    if (erased.length > 0) {
      // The first erasure time stays (the worker records it once; a replay repeats the same one).
      const rows = unnest(
        erased.map(({ data }) => ({ user_id: data.userId, erased_at: data.erasedAt })),
        { user_id: 'text', erased_at: 'timestamptz' },
      );
      await sql`
        update erasures e set erased_at = r.erased_at
        from (${rows}) r
        where e.user_id = r.user_id and e.erased_at is null`.execute(trx);
    }
    return effectFor([...requested, ...erased].map((event) => event.data.userId));
  },
});
