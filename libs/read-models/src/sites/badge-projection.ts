import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { EventOf } from '../projection.js';

type Trx = Transaction<Database>;
export const badgeEventTypes = [
  'BadgeCreated',
  'BadgeChanged',
  'BadgeDeleted',
  'BadgeReset',
  'BadgesReordered',
  'BadgeLockedImageChanged',
] as const;
type BadgeEvent = EventOf<(typeof badgeEventTypes)[number]>;

/** Not removed after `position` (a replayed event from before a deletion changes nothing). */
const notRemovedSince = (id: string, position: bigint) =>
  sql<boolean>`not exists (select 1 from badge_definition_removals r where r.id = ${id} and r.position > ${position})`;

async function applyOne(trx: Trx, event: BadgeEvent): Promise<void> {
  const { position } = event;
  switch (event.type) {
    case 'BadgeCreated': {
      const { badgeId, siteId, parentId, name, category, goal, goal2, programId, icon, sequence } = event.data;
      const row = {
        id: badgeId,
        site_id: siteId,
        parent_id: parentId,
        program_id: programId,
        name,
        category,
        goal,
        goal2,
        icon,
        sequence,
        position,
      };
      await sql`insert into badge_definitions (id, site_id, parent_id, program_id, name, category, goal, goal2, icon, sequence, position)
        select ${row.id}, ${row.site_id}, ${row.parent_id}, ${row.program_id}, ${row.name}, ${row.category}, ${row.goal}, ${row.goal2},
          ${row.icon}, ${row.sequence}, ${row.position}
        where ${notRemovedSince(badgeId, position)}
        on conflict (id) do update set site_id = excluded.site_id, parent_id = excluded.parent_id, program_id = excluded.program_id,
          name = excluded.name, category = excluded.category, goal = excluded.goal, goal2 = excluded.goal2, icon = excluded.icon,
          sequence = excluded.sequence, position = excluded.position
        where badge_definitions.position < excluded.position`.execute(trx);
      return;
    }
    case 'BadgeChanged': {
      const { badgeId, name, category, goal, goal2, programId, icon } = event.data;
      await trx
        .updateTable('badge_definitions')
        .set({ name, category, goal, goal2, program_id: programId, icon, position })
        .where('id', '=', badgeId)
        .where('position', '<', position)
        .execute();
      return;
    }
    case 'BadgeDeleted':
    case 'BadgeReset':
      await trx.deleteFrom('badge_definitions').where('id', '=', event.data.badgeId).where('position', '<', position).execute();
      await trx
        .insertInto('badge_definition_removals')
        .values({ id: event.data.badgeId, position })
        .onConflict((oc) => oc.column('id').doUpdateSet({ position }).where('badge_definition_removals.position', '<', position))
        .execute();
      return;
    case 'BadgesReordered':
      await trx
        .insertInto('badge_orders')
        .values({ scope: event.data.siteId ?? '', sequence: [...event.data.sequence], position })
        .onConflict((oc) =>
          oc
            .column('scope')
            .doUpdateSet({ sequence: [...event.data.sequence], position })
            .where('badge_orders.position', '<', position),
        )
        .execute();
      return;
    case 'BadgeLockedImageChanged':
      await sql`update sites set settings = jsonb_set(settings, '{badgeLockedImage}', to_jsonb(${event.data.badgeLockedImage}::text)),
        position = ${position} where id = ${event.data.siteId} and position < ${position}`.execute(trx);
      return;
  }
}

/** Badge definitions, orders and locked images: rare administrator events, applied one by one in log order. */
export async function applyBadgeEvents(trx: Trx, events: readonly EventOf[]): Promise<number> {
  const mine = events.filter((event): event is BadgeEvent => (badgeEventTypes as readonly string[]).includes(event.type));
  for (const event of mine) await applyOne(trx, event);
  return mine.length;
}
