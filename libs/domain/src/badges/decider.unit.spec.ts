import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { siteCopyId } from '../shared/site-defaults.js';
import { badgeAwardEventId, daysLoggedBadgesMet, userBadgesDecider, type AwardBadges } from './decider.js';
import type { BadgeAwarded, BadgeDefinition } from './events.js';

const badge = (badgeId: string, goal: number, category: BadgeDefinition['category'] = 'days_logged'): BadgeDefinition => ({
  badgeId,
  siteId: 's-1',
  name: `Badge ${badgeId}`,
  category,
  goal,
  goal2: null,
  icon: '/badges/x.svg',
  sequence: goal,
});
const first = badge('b-1', 1);
const five = badge('b-5', 5);
const award = (badges: BadgeDefinition[], year = 2026): AwardBadges => ({
  type: 'AwardBadges',
  userId: 'u-1',
  siteId: 's-1',
  year,
  earnedOn: '2026-11-20',
  badges,
});
const awarded = (definition: BadgeDefinition, year = 2026): BadgeAwarded => ({
  type: 'BadgeAwarded',
  data: {
    userId: 'u-1',
    siteId: 's-1',
    badgeId: definition.badgeId,
    badgeName: definition.name,
    category: definition.category,
    year,
    earnedOn: '2026-11-20',
  },
});
const spec = specFor(userBadgesDecider);

describe('AwardBadges', () => {
  it('awards badges not yet earned', () => {
    spec([])
      .when(award([first]))
      .then([awarded(first)]);
  });

  it('never awards the same badge twice in a year', () => {
    spec([awarded(first)])
      .when(award([first, five]))
      .then([awarded(five)]);
  });

  it("never awards a site's copy of a default badge earned as the default, nor the default again after a reset", () => {
    const dflt = { ...first, siteId: null };
    const copy = { ...first, badgeId: siteCopyId('s-1', first.badgeId), parentId: first.badgeId };
    spec([awarded(dflt)])
      .when(award([copy]))
      .then([]);
    spec([awarded(copy)])
      .when(award([dflt]))
      .then([]);
  });

  it('awards again in another year', () => {
    spec([awarded(first, 2025)])
      .when(award([first]))
      .then([awarded(first)]);
  });

  it('gives a retried award the same event id', () => {
    expect(badgeAwardEventId(awarded(first))).toBe(badgeAwardEventId(awarded(first)));
    expect(badgeAwardEventId(awarded(first))).not.toBe(badgeAwardEventId(awarded(first, 2025)));
  });
});

describe('daysLoggedBadgesMet', () => {
  it('keeps days_logged badges whose goal is met', () => {
    expect(daysLoggedBadgesMet([first, five, badge('w-1', 1, 'weekends_logged')], 4)).toEqual([first]);
    expect(daysLoggedBadgesMet([first, five], 5)).toEqual([first, five]);
    expect(daysLoggedBadgesMet([first], 0)).toEqual([]);
  });
});
