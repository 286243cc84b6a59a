import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ID, siteCopyId, siteGoalStream, userGoalsStream } from '@wellway/domain';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { goalsProjection } from './projection.js';
import { activeGoalCount, catalogueGoalOn, catalogueGoals, personGoal, personGoals, siteGoalChildren } from './queries.js';

const log = new EventLog();
const content = {
  summary: '',
  description: 'Walk more.',
  category: 'Activities and Hobbies',
  image: '',
  monthInteger: 3,
  finalMonthInteger: null,
};
const at = '2026-03-10T09:00:00.000Z';
const copyA = siteCopyId('site-a', 'd-walk');
const copyB = siteCopyId('site-b', 'd-run');

const saved = (goalId: string, siteId: string | null, parentId: string | null, title: string) =>
  log.append(siteGoalStream(goalId), 'SiteGoalSaved', { goalId, siteId, parentId, ...content, title, savedAt: at });
const deleted = (goalId: string, siteId: string | null, parentId: string | null) =>
  log.append(siteGoalStream(goalId), 'SiteGoalDeleted', { goalId, siteId, parentId, deletedAt: at });
const person = (userId: string) => ({ userId, siteId: 'site-a' });
const created = (userId: string, goalId: string, parentId: string | null, title: string) =>
  log.append(userGoalsStream(userId), 'GoalCreated', {
    goalId,
    ...person(userId),
    parentId,
    isCustom: parentId === null,
    runAgainOf: null,
    ...content,
    title,
    createdAt: at,
    createdOn: '2026-03-10',
  });
const about = (type: string, userId: string, goalId: string, data: object = {}) =>
  log.append(userGoalsStream(userId), type, { goalId, ...person(userId), ...data });

// The default set: walk and run; site-a edits walk (its copy), adds its own swim; site-b has nothing of its own.
saved('d-walk', null, null, 'Walk');
saved('d-run', null, null, 'Run');
saved(copyA, 'site-a', 'd-walk', 'Walk to work');
saved('a-swim', 'site-a', null, 'Swim');
saved('d-run', null, null, 'Run a 5k'); // edited in place on the default site
saved(copyB, 'site-b', 'd-run', 'Run a 5k'); // site-b's copy of run
created('anna', 'g-1', copyA, 'Walk to work');
created('anna', 'g-2', null, 'My own');
about('GoalCompleted', 'anna', 'g-1', { completedAt: '2026-03-20T09:00:00.000Z', completedOn: '2026-03-20' });
about('GoalShared', 'anna', 'g-1', {
  shareId: 's-1',
  via: 'email',
  recipients: ['x@example.com'],
  message: '',
  sharedAt: at,
  sharedOn: '2026-03-20',
});
about('GoalUpdated', 'anna', 'g-2', { ...content, title: 'My own, edited' });
created('ben', 'g-3', 'd-run', 'Run a 5k');
about('GoalCanceled', 'ben', 'g-3', { canceledAt: at });
created('ben', 'g-4', 'a-swim', 'Swim');
about('GoalDeleted', 'ben', 'g-4');
deleted(copyA, 'site-a', 'd-walk'); // site-a resets its walk: anna's goal now points at the default
created('carl', 'g-5', 'd-walk', 'Walk');
log.append('user-carl', 'UserErasureRequested', { userId: 'carl', siteId: 'site-a', requestedAt: at });

const bed = useReadModelDb();

describe('goals projection', () => {
  itGivesTheSameTables(bed, goalsProjection, log.events, { site_goals: 5, user_goals: 5 });

  it('shows each site its own goals and the defaults it has no copy of', async () => {
    expect((await catalogueGoals(bed.db, 'site-a')).map((goal) => goal.title)).toEqual(['Run a 5k', 'Swim', 'Walk']);
    expect((await catalogueGoals(bed.db, 'site-b')).map((goal) => goal.title)).toEqual(['Run a 5k', 'Walk']);
    expect((await catalogueGoals(bed.db, DEFAULT_SITE_ID)).map((goal) => goal.id)).toEqual(['d-run', 'd-walk']);
    expect(await catalogueGoalOn(bed.db, 'site-b', 'a-swim')).toBeUndefined();
    expect(await siteGoalChildren(bed.db, ['d-walk'], DEFAULT_SITE_ID)).toEqual(new Map());
  });

  it("lists a default goal's children (site copies) to the default site, and to another site only its own", async () => {
    expect(await siteGoalChildren(bed.db, ['d-run'], DEFAULT_SITE_ID)).toEqual(new Map([['d-run', [copyB]]]));
    expect(await siteGoalChildren(bed.db, ['d-run'], 'site-b')).toEqual(new Map([['d-run', [copyB]]]));
    expect(await siteGoalChildren(bed.db, ['d-run'], 'site-a')).toEqual(new Map());
  });

  it("re-parents a deleted goal's children to its parent", async () => {
    expect((await personGoal(bed.db, person('anna'), 'g-1'))?.parent_id).toBe('d-walk');
  });

  it("keeps each person's goals: status, completion, shares, edits, deletions", async () => {
    const anna = await personGoals(bed.db, person('anna'));
    expect(anna.map((goal) => [goal.id, goal.status, goal.title, goal.share_count])).toEqual([
      ['g-1', 'complete', 'Walk to work', 1],
      ['g-2', 'active', 'My own, edited', 0],
    ]);
    expect((await personGoals(bed.db, person('anna'), 'completed')).map((goal) => goal.completed_at?.toISOString())).toEqual([
      '2026-03-20T09:00:00.000Z',
    ]);
    expect(await activeGoalCount(bed.db, person('anna'))).toBe(1);
    expect((await personGoals(bed.db, person('ben'))).map((goal) => [goal.id, goal.status])).toEqual([['g-3', 'canceled']]);
    expect(await personGoals(bed.db, { userId: 'anna', siteId: 'site-b' })).toEqual([]);
  });

  it("empties an erased person's goal text, keeping the figures", async () => {
    expect(await personGoal(bed.db, person('carl'), 'g-5')).toMatchObject({
      title: '',
      description: '',
      status: 'active',
      parent_id: 'd-walk',
    });
  });
});
