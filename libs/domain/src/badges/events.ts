import type { PersonalDataDeclaration } from '../personal-data.js';
import type { NoticeDeclaration } from '../notifications/notices.js';
import type { DomainEvent } from '../shared/decider.js';
import type { IsoDate } from '../shared/dates.js';

export const badgeCategories = [
  'days_logged',
  'weekends_logged',
  'distance_traveled',
  'challenges_sent',
  'challenges_completed',
  'goals_created',
  'goals_completed',
  'goals_shared',
  'wall_posts_created',
  'wall_posts_tags',
  'recipes_rated',
  'recipes_shared',
  'evaluation',
  'campaign_opt_in',
  'campaign_entries',
  'campaign_evaluation',
  'buddies_added',
  'custom',
] as const;
export type BadgeCategory = (typeof badgeCategories)[number];

export interface BadgeDefinition {
  readonly badgeId: string;
  /** The badge's site; null for a default badge (spec 3 §3), seen on every site without its own copy. */
  readonly siteId: string | null;
  /** A site's copy of a default: the default's id (absent on definitions recorded before defaults). */
  readonly parentId?: string | null;
  /** Campaign categories: the program the badge is about (spec 3 §3: the goal names an app). */
  readonly programId?: string | null;
  readonly name: string;
  readonly category: BadgeCategory;
  readonly goal: number;
  readonly goal2: number | null;
  readonly icon: string;
  readonly sequence: number;
}

/** A participant earned a badge for a year. Never revoked, never awarded twice. */
export type BadgeAwarded = DomainEvent<
  'BadgeAwarded',
  {
    readonly userId: string;
    readonly siteId: string;
    readonly badgeId: string;
    readonly badgeName: string;
    readonly category: BadgeCategory;
    readonly year: number;
    readonly earnedOn: IsoDate;
  }
>;

export type BadgeEvent = BadgeAwarded;

/** No personal data (docs/personal-data.md): Ids, badge names (the site's) and dates. */
export const badgePersonalData = {
  rules: {},
  withoutPersonalData: ['BadgeAwarded'],
} as const satisfies PersonalDataDeclaration<BadgeEvent>;

/** A badge earned tells its earner (in-app; by e-mail under "site" news when subscribed). */
export const badgeNotices = {
  BadgeAwarded: ({ data }) => [
    {
      userId: data.userId,
      siteId: data.siteId,
      key: 'badge_earned',
      message: `You earned the "${data.badgeName}" badge!`,
      link: `/badges/${data.year}?badge_id=${data.badgeId}`,
      email: 'email_site',
    },
  ],
} as const satisfies NoticeDeclaration<BadgeEvent>;
