import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { userBadgesDecider, type AwardCustomBadge } from './decider.js';
import type { BadgeAwarded, BadgeDefinition } from './events.js';

const spec = specFor(userBadgesDecider);
const star: BadgeDefinition = {
  badgeId: 'star',
  siteId: null,
  name: 'Star',
  category: 'custom',
  goal: 0,
  goal2: null,
  icon: '',
  sequence: 1,
};
const award = (badge: BadgeDefinition = star, year = 2026): AwardCustomBadge => ({
  type: 'AwardCustomBadge',
  userId: 'u-1',
  siteId: 's-1',
  year,
  earnedOn: `${year}-11-20`,
  badge,
});
const awarded = (year = 2026): BadgeAwarded => ({
  type: 'BadgeAwarded',
  data: { userId: 'u-1', siteId: 's-1', badgeId: 'star', badgeName: 'Star', category: 'custom', year, earnedOn: `${year}-11-20` },
});

describe('AwardCustomBadge (spec 3 §4: a coordinator or master awards a custom badge)', () => {
  it('awards the custom badge once', () => {
    spec([]).when(award()).then([awarded()]);
    spec([awarded()]).when(award()).then([]);
    spec([awarded(2025)])
      .when(award())
      .then([awarded()]);
  });

  it('awards only custom badges by hand', () => {
    spec([])
      .when(award({ ...star, category: 'days_logged' }))
      .thenRejects('badge_not_custom', 'Only custom badges can be awarded by hand.');
  });
});
