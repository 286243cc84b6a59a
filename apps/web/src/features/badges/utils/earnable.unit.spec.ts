import { describe, expect, it } from 'vitest';
import { badgeCategories, badgeRules } from '@wellway/domain';
import { canBeEarnedYet, NOT_YET_EARNABLE } from './earnable';

describe('badges that cannot be earned yet', () => {
  it('are the program (campaign) categories, which no event counts towards: there is no program opt-in event yet', () => {
    // Given the domain's badge rules (every event that counts towards a category)
    // Then none counts towards a category the gallery says cannot be earned
    for (const category of NOT_YET_EARNABLE) expect(badgeRules.categories.has(category), category).toBe(false);
    expect([...NOT_YET_EARNABLE].sort()).toEqual(['campaign_entries', 'campaign_evaluation', 'campaign_opt_in']);
    // and every category the domain does count is earnable
    for (const category of badgeRules.categories) expect(canBeEarnedYet({ category, earned_on: null }), category).toBe(true);
    expect(badgeCategories).toEqual(expect.arrayContaining([...NOT_YET_EARNABLE]));
  });

  it('count as earnable once earned (a coordinator awarded one), and custom badges are earnable', () => {
    expect(canBeEarnedYet({ category: 'campaign_opt_in', earned_on: '2026-11-20' })).toBe(true);
    expect(canBeEarnedYet({ category: 'campaign_opt_in', earned_on: null })).toBe(false);
    expect(canBeEarnedYet({ category: 'custom', earned_on: null })).toBe(true);
  });
});
