import type { Insertable } from 'kysely';
import { defineProjection, type EventOf } from '../projection.js';
import { effectFor, noEffect } from '../shared/batch.js';
import { columnsOf, unnest, type ColumnTypes } from '../shared/unnest.js';
import type { BadgeEarnedTable } from './table.js';

type BadgeEarnedRow = Insertable<BadgeEarnedTable>;

const columns: ColumnTypes<BadgeEarnedRow> = {
  user_id: 'text',
  badge_id: 'text',
  year: 'int4',
  earned_on: 'date',
  site_id: 'text',
  badge_name: 'text',
  position: 'int8',
};

function earnedRow({ data, position }: EventOf<'BadgeAwarded'>): BadgeEarnedRow {
  return {
    user_id: data.userId,
    badge_id: data.badgeId,
    year: data.year,
    earned_on: data.earnedOn,
    site_id: data.siteId,
    badge_name: data.badgeName,
    position,
  };
}

/** Badges earned, per participant and year. An award is never revoked: the first one stands. */
export const badgesEarnedProjection = defineProjection({
  name: 'badges_earned',
  version: 1,
  tables: ['badges_earned'],
  eventTypes: ['BadgeAwarded'],
  async apply(trx, events) {
    const rows = events.map(earnedRow);
    if (rows.length === 0) return noEffect;
    await trx
      .insertInto('badges_earned')
      .columns(columnsOf(columns))
      .expression(unnest(rows, columns))
      .onConflict((oc) => oc.columns(['user_id', 'badge_id', 'year']).doNothing())
      .execute();
    return effectFor(rows.map((row) => row.user_id));
  },
});
