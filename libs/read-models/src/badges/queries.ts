import type { IsoDate } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import { seenBadgeDefinitions, toBadgeDefinitionRow, type BadgeDefinitionRow } from '../sites/badge-definitions.js';

/** docs/api.md's Badge: a badge the site sees with the participant's award for the year, if any. */
export interface BadgeView extends BadgeDefinitionRow {
  earned_on: IsoDate | null;
}

export interface BadgesQuery {
  siteId: string;
  userId: string;
  year: number;
}

/** Every badge the site sees (its own and the defaults it did not copy), earned or not, in its order. */
export async function badgesForUser(db: Db, { siteId, userId, year }: BadgesQuery): Promise<BadgeView[]> {
  const rows = await seenBadgeDefinitions(db, siteId)
    .leftJoin('badges_earned as e', (join) => join.onRef('e.badge_id', '=', 'b.id').on('e.user_id', '=', userId).on('e.year', '=', year))
    .selectAll('b')
    .select('e.earned_on')
    .execute();
  return rows.map((row, index) => ({ ...toBadgeDefinitionRow(row), sequence: index + 1, earned_on: row.earned_on }));
}
