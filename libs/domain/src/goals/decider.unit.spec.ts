import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { DEFAULT_SITE_ID, siteCopyId } from '../shared/site-defaults.js';
import { notices } from '../index.js';
import { badgeRules } from '../index.js';
import type { GoalContent, SiteGoalEvent, UserGoalEvent } from './events.js';
import { finalMonthOf, isInGoalMonths, shareRecipients } from './rules.js';
import { siteGoalDecider } from './site-goal-decider.js';
import { userGoalsDecider } from './user-goals-decider.js';

const content: GoalContent = {
  title: 'Walk to work',
  summary: 'Twice a week',
  description: 'Leave the car at home.',
  category: 'Activities and Hobbies',
  image: '/images/walk.png',
  monthInteger: 3,
  finalMonthInteger: 5,
};
const at = '2026-04-10T09:00:00.000Z';

describe('catalogue goals (spec 3 §4 Goal editing)', () => {
  const spec = specFor(siteGoalDecider);
  const saved = (siteId: string | null, parentId: string | null, over: Partial<GoalContent> = {}): SiteGoalEvent => ({
    type: 'SiteGoalSaved',
    data: { goalId: 'g-1', siteId, parentId, ...content, ...over, savedAt: at },
  });

  it('saves a goal, trimmed', () => {
    spec([])
      .when({
        type: 'SaveSiteGoal',
        kind: 'create',
        goalId: 'g-1',
        siteId: null,
        parentId: null,
        content: { ...content, title: ' Walk to work ' },
        savedAt: at,
      })
      .then([saved(null, null)]);
  });

  it('replaces a saved goal in place, keeping its site and parent', () => {
    spec([saved('site-a', 'd-1')])
      .when({
        type: 'SaveSiteGoal',
        kind: 'in-place',
        goalId: 'g-1',
        siteId: 'site-a',
        parentId: null,
        content: { ...content, title: 'Run' },
        savedAt: at,
      })
      .then([saved('site-a', 'd-1', { title: 'Run' })]);
  });

  it('refuses a goal without a title, with bad months or too long a text', () => {
    const save = (over: Partial<GoalContent>) =>
      ({
        type: 'SaveSiteGoal',
        kind: 'create',
        goalId: 'g-1',
        siteId: null,
        parentId: null,
        content: { ...content, ...over },
        savedAt: at,
      }) as const;
    spec([])
      .when(save({ title: '  ' }))
      .thenRejects('goal_title_required', 'Please include a title.');
    spec([])
      .when(save({ monthInteger: 13 }))
      .thenRejects('goal_month_invalid', 'Months must be between 1 and 12.');
    spec([])
      .when(save({ finalMonthInteger: 0 }))
      .thenRejects('goal_month_invalid', 'Months must be between 1 and 12.');
    spec([])
      .when(save({ title: 'x'.repeat(256) }))
      .thenRejects('goal_text_too_long', 'The title can be at most 255 characters.');
  });

  it('refuses to save a deleted goal in place, or a missing one', () => {
    const deleted: SiteGoalEvent = { type: 'SiteGoalDeleted', data: { goalId: 'g-1', siteId: null, parentId: null, deletedAt: at } };
    for (const kind of ['create', 'in-place'] as const)
      spec([saved(null, null), deleted])
        .when({ type: 'SaveSiteGoal', kind, goalId: 'g-1', siteId: null, parentId: null, content, savedAt: at })
        .thenRejects('goal_not_found', 'Goal could not be found');
    spec([])
      .when({ type: 'SaveSiteGoal', kind: 'in-place', goalId: 'g-1', siteId: null, parentId: null, content, savedAt: at })
      .thenRejects('goal_not_found', 'Goal could not be found');
  });

  it("makes a site's copy again after it was reset", () => {
    const reset: SiteGoalEvent = { type: 'SiteGoalDeleted', data: { goalId: 'g-1', siteId: 'site-a', parentId: 'd-1', deletedAt: at } };
    spec([saved('site-a', 'd-1'), reset])
      .when({ type: 'SaveSiteGoal', kind: 'copy', goalId: 'g-1', siteId: 'site-a', parentId: 'd-1', content, savedAt: at })
      .then([saved('site-a', 'd-1')]);
  });

  it("deletes a site's own goal or copy, naming the parent its children move to", () => {
    spec([saved('site-a', 'd-1')])
      .when({ type: 'DeleteSiteGoal', goalId: 'g-1', administeredSiteId: 'site-a', deletedAt: at })
      .then([{ type: 'SiteGoalDeleted', data: { goalId: 'g-1', siteId: 'site-a', parentId: 'd-1', deletedAt: at } }]);
  });

  it('deletes a default goal on the default site', () => {
    spec([saved(null, null)])
      .when({ type: 'DeleteSiteGoal', goalId: 'g-1', administeredSiteId: DEFAULT_SITE_ID, deletedAt: at })
      .then([{ type: 'SiteGoalDeleted', data: { goalId: 'g-1', siteId: null, parentId: null, deletedAt: at } }]);
  });

  it('refuses to delete a default goal from another site', () => {
    spec([saved(null, null)])
      .when({ type: 'DeleteSiteGoal', goalId: 'g-1', administeredSiteId: 'site-a', deletedAt: at })
      .thenRejects('goal_not_deletable', 'Only goals that belong to this site, or were edited on it, can be deleted.');
  });

  it("given site B's own goal or copy, when site A's administrator deletes it, then it is not found", () => {
    spec([saved('site-b', null)])
      .when({ type: 'DeleteSiteGoal', goalId: 'g-1', administeredSiteId: 'site-a', deletedAt: at })
      .thenRejects('goal_not_found', 'Goal could not be found');
    spec([saved('site-b', 'd-1')])
      .when({ type: 'DeleteSiteGoal', goalId: 'g-1', administeredSiteId: DEFAULT_SITE_ID, deletedAt: at })
      .thenRejects('goal_not_found', 'Goal could not be found');
  });

  it('refuses to delete a goal that is not there', () => {
    spec([])
      .when({ type: 'DeleteSiteGoal', goalId: 'g-1', administeredSiteId: 'site-a', deletedAt: at })
      .thenRejects('goal_not_found', 'Goal could not be found');
  });

  it("a site's copy of a default has one id, however often it is saved", () => {
    expect(siteCopyId('site-a', 'd-1')).toBe(siteCopyId('site-a', 'd-1'));
    expect(siteCopyId('site-a', 'd-1')).not.toBe(siteCopyId('site-b', 'd-1'));
  });
});

describe("a person's goals (spec 2 §3 Goal, §5, §9)", () => {
  const spec = specFor(userGoalsDecider);
  const person = { userId: 'u-1', siteId: 'site-a' };
  const by = { ...person, now: at, today: '2026-04-10' };
  const created = (
    goalId: string,
    over: Partial<GoalContent> & { parentId?: string | null; isCustom?: boolean; runAgainOf?: string | null } = {},
  ): UserGoalEvent => ({
    type: 'GoalCreated',
    data: {
      goalId,
      ...person,
      parentId: 'cat-1',
      isCustom: false,
      runAgainOf: null,
      ...content,
      ...over,
      createdAt: at,
      createdOn: '2026-04-10',
    } as never,
  });
  const completed = (goalId: string): UserGoalEvent => ({
    type: 'GoalCompleted',
    data: { goalId, ...person, completedAt: at, completedOn: '2026-04-10' },
  });
  const choose = (goalId: string, parentId = 'cat-1') => ({ type: 'ChooseGoal', goalId, parentId, content, ...by }) as const;

  it('choosing a catalogue goal creates a copy with parent_id', () => {
    spec([])
      .when(choose('g-1'))
      .then([created('g-1')]);
  });

  it('choosing again with the same id appends nothing (a retried request)', () => {
    spec([created('g-1')])
      .when(choose('g-1'))
      .then([]);
  });

  it('refuses a catalogue goal already active', () => {
    spec([created('g-1')])
      .when(choose('g-2'))
      .thenRejects('goal_already_active', 'You are already working on this goal.');
  });

  it('refuses a fourth active goal', () => {
    const three = [created('g-1', { parentId: 'a' }), created('g-2', { parentId: 'b' }), created('g-3', { parentId: 'c' })];
    const refusal = ['too_many_active_goals', 'You can have at most 3 active goals. Complete or cancel one first.'] as const;
    spec(three)
      .when(choose('g-4', 'd'))
      .thenRejects(...refusal);
    spec(three)
      .when({ type: 'CreateGoal', goalId: 'g-4', content, ...by })
      .thenRejects(...refusal);
    spec([...three, completed('g-1')])
      .when(choose('g-4', 'd'))
      .then([created('g-4', { parentId: 'd' })]);
  });

  it('creates a personal goal; it needs a description', () => {
    spec([])
      .when({ type: 'CreateGoal', goalId: 'g-1', content, ...by })
      .then([created('g-1', { parentId: null, isCustom: true })]);
    spec([])
      .when({ type: 'CreateGoal', goalId: 'g-1', content: { ...content, description: ' ' }, ...by })
      .thenRejects('goal_description_required', 'Please include a description.');
  });

  it('edits a personal goal, never a chosen one', () => {
    spec([created('g-1', { parentId: null, isCustom: true })])
      .when({ type: 'UpdateGoal', goalId: 'g-1', changes: { title: 'Cycle', summary: undefined }, ...by })
      .then([{ type: 'GoalUpdated', data: { goalId: 'g-1', ...person, ...content, title: 'Cycle' } }]);
    spec([created('g-1')])
      .when({ type: 'UpdateGoal', goalId: 'g-1', changes: {}, ...by })
      .thenRejects('goal_not_custom', 'Only goals you created yourself can be edited.');
    spec([created('g-1', { parentId: null, isCustom: true })])
      .when({ type: 'UpdateGoal', goalId: 'g-1', changes: { description: '' }, ...by })
      .thenRejects('goal_description_required', 'Please include a description.');
  });

  it('completes an active goal at the given time', () => {
    spec([created('g-1')])
      .when({ type: 'CompleteGoal', goalId: 'g-1', ...by })
      .then([completed('g-1')]);
  });

  it('cancels an active goal', () => {
    spec([created('g-1')])
      .when({ type: 'CancelGoal', goalId: 'g-1', ...by })
      .then([{ type: 'GoalCanceled', data: { goalId: 'g-1', ...person, canceledAt: at } }]);
  });

  it('refuses to complete or cancel a goal that is no longer active', () => {
    for (const type of ['CompleteGoal', 'CancelGoal'] as const) {
      spec([created('g-1'), completed('g-1')])
        .when({ type, goalId: 'g-1', ...by })
        .thenRejects('goal_not_active', 'This goal is no longer active.');
    }
  });

  it("refuses a goal that is not the person's (or was deleted)", () => {
    spec([])
      .when({ type: 'CompleteGoal', goalId: 'g-9', ...by })
      .thenRejects('goal_not_found', 'Goal could not be found');
    spec([created('g-1'), { type: 'GoalDeleted', data: { goalId: 'g-1', ...person } }])
      .when({ type: 'DeleteGoal', goalId: 'g-1', ...by })
      .thenRejects('goal_not_found', 'Goal could not be found');
  });

  it('deletes a goal', () => {
    spec([created('g-1')])
      .when({ type: 'DeleteGoal', goalId: 'g-1', ...by })
      .then([{ type: 'GoalDeleted', data: { goalId: 'g-1', ...person } }]);
  });

  describe('run again', () => {
    const again = (today: string) => ({ type: 'RunGoalAgain', goalId: 'g-1', newGoalId: 'g-2', ...person, now: at, today }) as const;
    const rerun = (today: string): UserGoalEvent => ({
      type: 'GoalCreated',
      data: { ...(created('g-2', { runAgainOf: 'g-1' }).data as object), createdOn: today } as never,
    });

    it('starts a completed goal again, as a new goal, within its months', () => {
      spec([created('g-1'), completed('g-1')])
        .when(again('2026-04-10'))
        .then([rerun('2026-04-10')]);
      spec([created('g-1'), completed('g-1')])
        .when(again('2026-05-31'))
        .then([rerun('2026-05-31')]);
    });

    it('refuses outside its months', () => {
      spec([created('g-1'), completed('g-1')])
        .when(again('2026-06-01'))
        .thenRejects('goal_outside_months', 'This goal can only be run again during its months.');
    });

    it('refuses a goal that is not completed', () => {
      spec([created('g-1')])
        .when(again('2026-04-10'))
        .thenRejects('goal_not_completed', 'Only a completed goal can be run again or shared.');
    });

    it('refuses with 3 active goals', () => {
      const others = [created('a', { parentId: 'a' }), created('b', { parentId: 'b' }), created('c', { parentId: 'c' })];
      spec([created('g-1'), completed('g-1'), ...others])
        .when(again('2026-04-10'))
        .thenRejects('too_many_active_goals', 'You can have at most 3 active goals. Complete or cancel one first.');
    });

    it('refuses when the same catalogue goal is already active again', () => {
      spec([created('g-1'), completed('g-1'), created('g-3')])
        .when(again('2026-04-10'))
        .thenRejects('goal_already_active', 'You are already working on this goal.');
    });
  });

  describe('the month window (spec 2 §5, §9)', () => {
    it('lies between start and end month, wrapping the year', () => {
      expect([2, 3, 5, 6].map((m) => isInGoalMonths({ monthInteger: 3, finalMonthInteger: 5 }, m))).toEqual([false, true, true, false]);
      expect([10, 12, 1, 2, 3].map((m) => isInGoalMonths({ monthInteger: 11, finalMonthInteger: 2 }, m))).toEqual([
        false,
        true,
        true,
        true,
        false,
      ]);
    });
    it('spans 6 months without an end month', () => {
      expect(finalMonthOf({ monthInteger: 1, finalMonthInteger: null })).toBe(6);
      expect(finalMonthOf({ monthInteger: 9, finalMonthInteger: null })).toBe(2);
      expect([8, 9, 2, 3].map((m) => isInGoalMonths({ monthInteger: 9, finalMonthInteger: null }, m))).toEqual([false, true, true, false]);
    });
  });

  describe('share by e-mail (spec 2 §8 Email share)', () => {
    const share = (emails: string | string[]) =>
      ({ type: 'ShareGoalByEmail', goalId: 'g-1', shareId: 's-1', emails, message: ' Join me! ', ...by }) as const;

    it('records the share with recipients split on comma or semicolon', () => {
      spec([created('g-1'), completed('g-1')])
        .when(share('a@example.com; B@example.com , c@example.com,'))
        .then([
          {
            type: 'GoalShared',
            data: {
              goalId: 'g-1',
              ...person,
              shareId: 's-1',
              via: 'email',
              recipients: ['a@example.com', 'b@example.com', 'c@example.com'],
              message: 'Join me!',
              sharedAt: at,
              sharedOn: '2026-04-10',
            },
          },
        ]);
    });

    it('refuses without an address, or with one that has no @', () => {
      spec([created('g-1'), completed('g-1')])
        .when(share(' ; '))
        .thenRejects('email_share_no_address', 'Must include at least 1 email address.');
      spec([created('g-1'), completed('g-1')])
        .when(share('a@example.com, bob'))
        .thenRejects('email_share_invalid_address', '"bob" is not an email address.');
      expect(() => shareRecipients(Array.from({ length: 21 }, (_, i) => `p${i}@example.com`))).toThrow(
        'At most 20 email addresses at a time.',
      );
    });

    it('refuses to share a goal not completed', () => {
      spec([created('g-1')])
        .when(share('a@example.com'))
        .thenRejects('goal_not_completed', 'Only a completed goal can be run again or shared.');
    });
  });

  it('a completed goal congratulates its person with a link to the history', () => {
    const event = completed('g-1');
    expect(notices.of(event as never)).toEqual([
      expect.objectContaining({ userId: 'u-1', siteId: 'site-a', key: 'goal_completed', link: '/goals/history' }),
    ]);
  });

  it('counts goals created, completed and shared towards badges in the year of the site date', () => {
    expect(badgeRules.countsOf(created('g-1') as never)).toEqual([
      { category: 'goals_created', userId: 'u-1', siteId: 'site-a', year: 2026, amount: 1 },
    ]);
    expect(badgeRules.countsOf(completed('g-1') as never)).toEqual([
      { category: 'goals_completed', userId: 'u-1', siteId: 'site-a', year: 2026, amount: 1 },
    ]);
    expect(badgeRules.categories.has('goals_shared')).toBe(true);
  });
});
