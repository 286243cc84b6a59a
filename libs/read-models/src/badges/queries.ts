import { siteCopyId, type IsoDate } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import { listBadgeDefinitions, type BadgeDefinitionRow } from '../sites/badge-definitions.js';

/** docs/api.md's Badge: a badge the site sees with the participant's award for the year, if any. */
export interface BadgeView extends BadgeDefinitionRow {
  earned_on: IsoDate | null;
}

export interface BadgesQuery {
  siteId: string;
  userId: string;
  year: number;
}

/**
 * Every badge the site sees (its own and the defaults it did not copy), earned or not, in its order.
 * A site's copy of a default is the same badge, edited: an award of the default shows on the copy,
 * and an award of a copy since reset shows on the default again (the badge decider's rule).
 */
export async function badgesForUser(db: Db, { siteId, userId, year }: BadgesQuery): Promise<BadgeView[]> {
  const [definitions, earned] = await Promise.all([
    listBadgeDefinitions(db, siteId),
    db.selectFrom('badges_earned').select(['badge_id', 'earned_on']).where('user_id', '=', userId).where('year', '=', year).execute(),
  ]);
  const earnedOn = new Map(earned.map((row) => [row.badge_id, row.earned_on as IsoDate]));
  return definitions.map((badge) => {
    const same = badge.parent_id ? [badge.id, badge.parent_id] : [badge.id, siteCopyId(siteId, badge.id)];
    return { ...badge, earned_on: same.map((id) => earnedOn.get(id)).find((on) => on !== undefined) ?? null };
  });
}
