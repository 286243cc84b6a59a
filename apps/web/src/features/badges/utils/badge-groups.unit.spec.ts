import { describe, expect, it } from 'vitest';
import type { Badge } from '../api/get-badges';
import { badgeGoalText, badgeIdFromLink, groupBadges } from './badge-groups';
import { latestEarned } from './latest-earned';

const badge = (id: string, category: Badge['category'], sequence: number, earned_on: string | null = null): Badge => ({
  id,
  site_id: 's1',
  parent_id: null,
  program_id: null,
  name: id,
  category,
  goal: 1,
  goal2: null,
  icon: '',
  sequence,
  earned_on,
});

describe('groupBadges', () => {
  const all = [
    badge('s1', 'custom', 0),
    badge('f1', 'buddies_added', 1),
    badge('w1', 'weekends_logged', 3),
    badge('d2', 'days_logged', 2),
    badge('c1', 'challenges_sent', 4),
    badge('g1', 'goals_created', 5),
  ];
  const shown = (flags: Record<string, boolean>) =>
    groupBadges(all, flags, 'Buddies').map((group) => [group.label, group.badges.map((member) => member.id)]);

  it('groups by feature, in the features’ order, badges in the site’s sequence', () => {
    expect(shown({ is_challenges_enabled: true, is_goal_enabled: true, is_peers_enabled: true })).toEqual([
      ['Days Logged', ['d2', 'w1']],
      ['Challenges', ['c1']],
      ['Goals', ['g1']],
      ['Buddies', ['f1']],
      ['Special', ['s1']],
    ]);
  });

  it('hides the groups of features the site turned off', () => {
    expect(shown({ is_logging_enabled: false })).toEqual([['Special', ['s1']]]);
  });
});

describe('badgeGoalText', () => {
  it('says what earns the badge', () => {
    expect(badgeGoalText({ category: 'days_logged', goal: 1 })).toBe('Log activity on 1 day.');
    expect(badgeGoalText({ category: 'weekends_logged', goal: 10 })).toBe('Log activity on 10 weekends.');
  });
});

describe('badgeIdFromLink', () => {
  it('reads badge_id from a notification link', () => {
    expect(badgeIdFromLink('/badges/2026?badge_id=abc-1')).toBe('abc-1');
    expect(badgeIdFromLink('/badges/2026')).toBeNull();
    expect(badgeIdFromLink(null)).toBeNull();
  });
});

describe('latestEarned', () => {
  it('is the badge earned last, the later in the gallery on a tie; null when none is earned', () => {
    expect(latestEarned([badge('a', 'custom', 1), badge('b', 'custom', 2)])).toBeNull();
    const first = badge('first', 'custom', 1, '2026-03-01');
    const later = badge('later', 'custom', 2, '2026-05-01');
    const sameDay = badge('same-day', 'custom', 3, '2026-05-01');
    expect(latestEarned([later, first, badge('locked', 'custom', 9)])?.id).toBe('later');
    expect(latestEarned([sameDay, later, first])?.id).toBe('same-day');
  });
});
