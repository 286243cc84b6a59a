import { describe, expect, it } from 'vitest';
import { badgeCategories, type BadgeCategory } from './events.js';
import { badgesMet, type BadgeGoal, type CategoryProgress } from './goals.js';

const badge = (badgeId: string, category: BadgeCategory, goal: number, extra: Partial<BadgeGoal> = {}): BadgeGoal => ({
  badgeId,
  category,
  goal,
  goal2: null,
  ...extra,
});
const at = (category: BadgeCategory, progress: number, scope: string | null = null): CategoryProgress => ({ category, scope, progress });
const met = (definitions: readonly BadgeGoal[], progress: readonly CategoryProgress[]) =>
  badgesMet(definitions, progress).map((definition) => definition.badgeId);

describe('badgesMet', () => {
  it('meets a count badge when the progress reaches its goal, not before', () => {
    const definitions = [badge('five', 'days_logged', 5), badge('ten', 'days_logged', 10)];
    expect(met(definitions, [at('days_logged', 4)])).toEqual([]);
    expect(met(definitions, [at('days_logged', 5)])).toEqual(['five']);
    expect(met(definitions, [at('days_logged', 12)])).toEqual(['five', 'ten']);
  });

  it.each(badgeCategories.filter((category) => !category.startsWith('campaign_') && category !== 'custom').map((category) => [category]))(
    'reads %s progress in its own category only',
    (category) => {
      const other: BadgeCategory = category === 'days_logged' ? 'weekends_logged' : 'days_logged';
      expect(met([badge('b', category, 3)], [at(category, 3)])).toEqual(['b']);
      expect(met([badge('b', category, 3)], [at(other, 30)])).toEqual([]);
    },
  );

  it('reads distance traveled as the total of steps and minutes counted', () => {
    expect(met([badge('marathon', 'distance_traveled', 100_000)], [at('distance_traveled', 99_999)])).toEqual([]);
    expect(met([badge('marathon', 'distance_traveled', 100_000)], [at('distance_traveled', 100_000)])).toEqual(['marathon']);
  });

  it('needs at least one count, even for a goal of 0', () => {
    expect(met([badge('zero', 'challenges_sent', 0)], [])).toEqual([]);
    expect(met([badge('zero', 'challenges_sent', 0)], [at('challenges_sent', 1)])).toEqual(['zero']);
  });

  it('meets campaign_opt_in once the person opted in to the badge’s program', () => {
    const optIn = badge('in', 'campaign_opt_in', 77, { programId: 'p-1' });
    expect(met([optIn], [at('campaign_opt_in', 1, 'p-2')])).toEqual([]);
    expect(met([optIn], [at('campaign_opt_in', 1, null)])).toEqual([]);
    expect(met([optIn], [at('campaign_opt_in', 1, 'p-1')])).toEqual(['in']);
  });

  it('meets campaign_entries at goal2 entries in the badge’s program', () => {
    const entries = badge('entries', 'campaign_entries', 77, { goal2: 3, programId: 'p-1' });
    expect(met([entries], [at('campaign_entries', 2, 'p-1'), at('campaign_entries', 9, 'p-2')])).toEqual([]);
    expect(met([entries], [at('campaign_entries', 3, 'p-1')])).toEqual(['entries']);
    // No goal2: one entry.
    expect(met([badge('one', 'campaign_entries', 77, { programId: 'p-1' })], [at('campaign_entries', 1, 'p-1')])).toEqual(['one']);
  });

  it('meets campaign_evaluation once the program’s evaluation is counted', () => {
    const evaluation = badge('eval', 'campaign_evaluation', 77, { programId: 'p-1' });
    expect(met([evaluation], [])).toEqual([]);
    expect(met([evaluation], [at('campaign_evaluation', 1, 'p-1')])).toEqual(['eval']);
  });

  it('never meets a campaign badge that names no program', () => {
    expect(met([badge('in', 'campaign_opt_in', 77)], [at('campaign_opt_in', 1, null)])).toEqual([]);
  });

  it('never meets a custom badge: those are given by hand', () => {
    expect(met([badge('hand', 'custom', 1)], [at('custom', 10)])).toEqual([]);
  });

  it('keeps the definitions’ order and type', () => {
    const definitions = [badge('b', 'days_logged', 2, { programId: null }), badge('a', 'days_logged', 1)];
    expect(badgesMet(definitions, [at('days_logged', 2)])).toEqual(definitions);
  });
});
