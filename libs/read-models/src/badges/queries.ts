import type { IsoDate } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import { toBadgeDefinitionRow, type BadgeDefinitionRow } from '../sites/queries.js';

/** docs/api.md's Badge: a site's badge with the participant's award for the year, if any. */
export interface BadgeView extends BadgeDefinitionRow {
  earned_on: IsoDate | null;
}

export interface BadgesQuery {
  siteId: string;
  userId: string;
  year: number;
}

/** Every badge the site defines, earned or not, in display order. */
export async function badgesForUser(db: Db, { siteId, userId, year }: BadgesQuery): Promise<BadgeView[]> {
  const rows = await db
    .selectFrom('badge_definitions as b')
    .leftJoin('badges_earned as e', (join) => join.onRef('e.badge_id', '=', 'b.id').on('e.user_id', '=', userId).on('e.year', '=', year))
    .selectAll('b')
    .select('e.earned_on')
    .where('b.site_id', '=', siteId)
    .orderBy('b.sequence')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({ ...toBadgeDefinitionRow(row), earned_on: row.earned_on }));
}
