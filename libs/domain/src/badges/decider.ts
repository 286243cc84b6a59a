import { assertNever, type Decider } from '../shared/decider.js';
import { deterministicId } from '../shared/ids.js';
import { sameItemIds } from '../shared/site-defaults.js';
import { DomainError } from '../shared/errors.js';
import type { IsoDate } from '../shared/dates.js';
import type { BadgeAwarded, BadgeDefinition, BadgeEvent } from './events.js';

/** Awards for one participant live in one stream, so "never twice" is a stream invariant. */
export const userBadgesStream = (userId: string): string => `user_badges-${userId}`;

export interface AwardBadges {
  readonly type: 'AwardBadges';
  readonly userId: string;
  readonly siteId: string;
  readonly year: number;
  readonly earnedOn: IsoDate;
  /** Badges whose goal is met, as computed by `daysLoggedBadgesMet`. */
  readonly badges: readonly BadgeDefinition[];
}
/** Spec 3 §4: a coordinator or master awards a `custom` badge to a participant they chose. */
export interface AwardCustomBadge {
  readonly type: 'AwardCustomBadge';
  readonly userId: string;
  readonly siteId: string;
  readonly year: number;
  readonly earnedOn: IsoDate;
  readonly badge: BadgeDefinition;
}
export type BadgeCommand = AwardBadges | AwardCustomBadge;

export const customBadgeMessages = { onlyCustom: 'Only custom badges can be awarded by hand.' } as const;

export interface UserBadgesState {
  /** Keys `<badgeId>/<year>` already awarded. */
  readonly awarded: ReadonlySet<string>;
}

const awardKey = (badgeId: string, year: number) => `${badgeId}/${year}`;

export const initialState = (): UserBadgesState => ({ awarded: new Set() });

export function evolve(state: UserBadgesState, event: BadgeEvent): UserBadgesState {
  switch (event.type) {
    case 'BadgeAwarded':
      return { awarded: new Set(state.awarded).add(awardKey(event.data.badgeId, event.data.year)) };
    default:
      return assertNever(event.type);
  }
}

/**
 * A site's copy of a default badge is the same badge, edited (spec 3 §4): earned as the default,
 * it is not earned again as the copy, nor again as the default after the copy is reset.
 */
const sameBadgeIds = (badge: BadgeDefinition, siteId: string): string[] =>
  sameItemIds({ id: badge.badgeId, parentId: badge.parentId ?? null }, siteId);

function awards(command: BadgeCommand, badges: readonly BadgeDefinition[], state: UserBadgesState): BadgeAwarded[] {
  return badges
    .filter((badge) => !sameBadgeIds(badge, command.siteId).some((id) => state.awarded.has(awardKey(id, command.year))))
    .map((badge) => ({
      type: 'BadgeAwarded',
      data: {
        userId: command.userId,
        siteId: command.siteId,
        badgeId: badge.badgeId,
        badgeName: badge.name,
        category: badge.category,
        year: command.year,
        earnedOn: command.earnedOn,
      },
    }));
}

export function decide(command: BadgeCommand, state: UserBadgesState): BadgeAwarded[] {
  switch (command.type) {
    case 'AwardBadges':
      return awards(command, command.badges, state);
    case 'AwardCustomBadge':
      if (command.badge.category !== 'custom') throw new DomainError('validation', 'badge_not_custom', customBadgeMessages.onlyCustom);
      // Already earned this year: awarding again changes nothing (exactly once).
      return awards(command, [command.badge], state);
    default:
      return assertNever(command);
  }
}

/** Same award, same event id: a retried job or a replayed log cannot store it twice. */
export const badgeAwardEventId = (event: BadgeAwarded): string =>
  deterministicId('badge-awarded', event.data.userId, event.data.badgeId, String(event.data.year));

/** days_logged badges whose goal a participant's logged-day count meets. */
export function daysLoggedBadgesMet(definitions: readonly BadgeDefinition[], daysLogged: number): BadgeDefinition[] {
  return definitions.filter((badge) => badge.category === 'days_logged' && daysLogged >= badge.goal);
}

export const userBadgesDecider: Decider<BadgeCommand, BadgeEvent, UserBadgesState> = { decide, evolve, initialState };
