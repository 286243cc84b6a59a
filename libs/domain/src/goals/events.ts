import type { BadgeRuleDeclaration } from '../badges/rules.js';
import type { NoticeDeclaration } from '../notifications/notices.js';
import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';
import { yearOf } from '../shared/dates.js';

/** What a goal says and when it runs (spec 2 §3 Goal): the same fields in the catalogue and in a person's goals. */
export interface GoalContent {
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  readonly category: string;
  /** Image path or URL ('' for none). */
  readonly image: string;
  /** Start month, 1-12. */
  readonly monthInteger: number;
  /** End month, 1-12; null: the default span of 6 months. */
  readonly finalMonthInteger: number | null;
}

/** A catalogue goal created or replaced in place (spec 3 §4 Goal editing); `siteId` null: the default set. */
export type SiteGoalSaved = DomainEvent<
  'SiteGoalSaved',
  GoalContent & { readonly goalId: string; readonly siteId: string | null; readonly parentId: string | null; readonly savedAt: string }
>;

/** A catalogue goal deleted; its children (site copies, people's goals) are re-parented to `parentId`. */
export type SiteGoalDeleted = DomainEvent<
  'SiteGoalDeleted',
  { readonly goalId: string; readonly siteId: string | null; readonly parentId: string | null; readonly deletedAt: string }
>;

export type SiteGoalEvent = SiteGoalSaved | SiteGoalDeleted;

export interface OfPerson {
  readonly goalId: string;
  readonly userId: string;
  readonly siteId: string;
}

/**
 * A goal a person starts: chosen from the catalogue (`parentId` the catalogue goal), their own
 * (`isCustom`), or run again from one they completed (`runAgainOf`). `createdOn` is the site's date.
 */
export type GoalCreated = DomainEvent<
  'GoalCreated',
  OfPerson &
    GoalContent & {
      readonly parentId: string | null;
      readonly isCustom: boolean;
      readonly runAgainOf: string | null;
      readonly createdAt: string;
      readonly createdOn: string;
    }
>;

/** A person's own goal edited. */
export type GoalUpdated = DomainEvent<'GoalUpdated', OfPerson & GoalContent>;

export type GoalCompleted = DomainEvent<'GoalCompleted', OfPerson & { readonly completedAt: string; readonly completedOn: string }>;
export type GoalCanceled = DomainEvent<'GoalCanceled', OfPerson & { readonly canceledAt: string }>;
export type GoalDeleted = DomainEvent<'GoalDeleted', OfPerson>;

/** A goal shared by e-mail (spec 2 §7 POST /emails/content); a worker sends it. */
export type GoalShared = DomainEvent<
  'GoalShared',
  OfPerson & {
    readonly shareId: string;
    readonly via: 'email';
    readonly recipients: readonly string[];
    readonly message: string;
    readonly sharedAt: string;
    readonly sharedOn: string;
  }
>;

export type UserGoalEvent = GoalCreated | GoalUpdated | GoalCompleted | GoalCanceled | GoalDeleted | GoalShared;
export type GoalEvent = SiteGoalEvent | UserGoalEvent;

export const siteGoalEventTypes = ['SiteGoalSaved', 'SiteGoalDeleted'] as const;
export const userGoalEventTypes = ['GoalCreated', 'GoalUpdated', 'GoalCompleted', 'GoalCanceled', 'GoalDeleted', 'GoalShared'] as const;

/**
 * The catalogue is written by administrators for the site (not sealed). A person's goal text is
 * theirs (their own goal's words; a chosen goal says what they set out to do), and so are the
 * addresses they share with and their message.
 */
export const goalPersonalData = {
  rules: {
    GoalCreated: [{ subject: (data) => data.userId, fields: { title: '', summary: '', description: '' } }],
    GoalUpdated: [{ subject: (data) => data.userId, fields: { title: '', summary: '', description: '' } }],
    GoalShared: [{ subject: (data) => data.userId, fields: { recipients: [], message: '' } }],
  },
  withoutPersonalData: ['SiteGoalSaved', 'SiteGoalDeleted', 'GoalCompleted', 'GoalCanceled', 'GoalDeleted'],
} as const satisfies PersonalDataDeclaration<GoalEvent>;

/** A completed goal: congratulations, and the way to the history (its title stays out of the notice table). */
export const goalNotices = {
  GoalCompleted: ({ data }) => [
    {
      userId: data.userId,
      siteId: data.siteId,
      key: 'goal_completed',
      message: 'Congratulations on completing your goal! See it with your other completed goals.',
      link: '/goals/history',
    },
  ],
} as const satisfies NoticeDeclaration<GoalEvent>;

const one = (userId: string, siteId: string, on: string) => [{ userId, siteId, year: yearOf(on), amount: 1 }];

/** Spec 2 §3 Badge: goals_created, goals_completed, goals_shared count goals, in the year of the site's date. */
export const goalBadgeRules = {
  GoalCreated: [{ category: 'goals_created', counts: ({ data }) => one(data.userId, data.siteId, data.createdOn) }],
  GoalCompleted: [{ category: 'goals_completed', counts: ({ data }) => one(data.userId, data.siteId, data.completedOn) }],
  GoalShared: [{ category: 'goals_shared', counts: ({ data }) => one(data.userId, data.siteId, data.sharedOn) }],
} as const satisfies BadgeRuleDeclaration<GoalEvent>;
