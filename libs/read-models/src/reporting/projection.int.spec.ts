import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { recordDay } from '../testing/entries.js';
import { EventLog, type Snapshot } from '../testing/fixtures.js';
import { rebuildSchemas } from '../testing/rebuild-schemas.spec.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { reportingProjection } from './projection.js';

const log = new EventLog();
const site = 'site-acme';
const register = (userId: string, locationId: string | null, role = 'user') =>
  log.append(`user-${userId}`, 'UserRegistered', { userId, siteId: site, role, locationId, email: `${userId}@acme.test` });
register('anna', 'office-1');
recordDay(log, 'anna', '2026-01-01', { steps: 5000, minutes: 10 });
recordDay(log, 'anna', '2026-01-03', { steps: 2000 }); // Saturday
recordDay(log, 'ben', '2026-01-01', { steps: 9000 });
register('ben', 'office-2'); // after his first day: it joins office 2's rollups then
recordDay(log, 'ben', '2026-01-02', { steps: 100 }, 'site-other');
log.append('badge_awards-anna', 'BadgeAwarded', { userId: 'anna', siteId: site, badgeId: 'b-1', earnedOn: '2026-01-03', year: 2026 });
log.append('badge_awards-anna', 'BadgeAwarded', { userId: 'anna', siteId: site, badgeId: 'b-2', earnedOn: '2026-01-03', year: 2026 });
log.append('user_challenge-1', 'UserChallengeSent', {
  userChallengeId: 'c-1',
  siteId: site,
  senderId: 'anna',
  receiverId: 'ben',
  sentOn: '2026-01-02',
});
log.append('user_challenge-1', 'UserChallengeSideCompleted', {
  userChallengeId: 'c-1',
  siteId: site,
  senderId: 'anna',
  receiverId: 'ben',
  userId: 'ben',
  completedOn: '2026-01-04',
});
log.append('user_goals-anna', 'GoalCreated', { goalId: 'g-1', userId: 'anna', siteId: site, createdOn: '2026-01-01' });
log.append('user_goals-anna', 'GoalCompleted', { goalId: 'g-1', userId: 'anna', siteId: site, completedOn: '2026-01-05' });
log.append('user_goals-anna', 'GoalCanceled', { goalId: 'g-1', userId: 'anna', siteId: site, canceledAt: '2026-01-06T10:00:00Z' }); // counts nothing: stays completed
log.append('user_goals-anna', 'GoalShared', { goalId: 'g-1', userId: 'anna', siteId: site, sharedOn: '2026-01-05' });
log.append('friendship-1', 'FriendRequestAccepted', {
  friendshipId: 'f-1',
  siteId: site,
  senderId: 'anna',
  friendeeId: 'ben',
  acceptedAt: '2026-01-02T12:00:00Z',
  year: 2026,
});
log.append('friendship-1', 'FriendshipRemoved', {
  friendshipId: 'f-1',
  siteId: site,
  senderId: 'anna',
  friendeeId: 'ben',
  removedAt: '2026-01-08T12:00:00Z',
}); // still added
log.append('wall-1', 'PostCreated', {
  postId: 'p-1',
  userId: 'ben',
  siteId: site,
  depth: 0,
  postableType: 'Goal',
  createdOn: '2026-01-02',
});
log.append('wall-2', 'PostCreated', { postId: 'p-2', userId: 'ben', siteId: site, depth: 1, postableType: null, createdOn: '2026-01-02' }); // a comment
log.append('user_evaluation-1', 'UserEvaluationAnswered', {
  userId: 'ben',
  siteId: site,
  siteEvaluationId: 'e-1',
  answeredOn: '2026-01-04',
  answers: [],
});
recordDay(log, 'anna', '2026-01-01', { steps: 6000, minutes: 45 }); // re-logged: replaces 5000 + 10 min
recordDay(log, 'anna', '2026-01-05', { steps: 300 }); // her last logged day …
recordDay(log, 'anna', '2026-01-05', { steps: 0 }); // … emptied: the last logged day moves back to 01-03
log.append('user-ben', 'UserErased', { userId: 'ben', siteId: site, erasedAt: '2026-01-09T10:00:00Z' });
// The EOP's rollups: a coordinator is not counted, an erased person leaves them, ben moves with his days.
register('cy', 'office-1', 'coordinator');
recordDay(log, 'cy', '2026-01-02', { steps: 700 });
register('dee', 'office-2');
recordDay(log, 'dee', '2026-01-06', { steps: 4000 });
log.append('user-dee', 'UserErasureRequested', { userId: 'dee', siteId: site, requestedAt: '2026-01-09T10:00:00Z' });
recordDay(log, 'eve', '2026-01-07', { steps: 1000 }); // before her registration …
recordDay(log, 'eve', '2026-01-08', { steps: 1000 });
register('eve', 'office-2');
recordDay(log, 'eve', '2026-01-09', { steps: 1000, minutes: 5 }); // … her third day logged that week: active
recordDay(log, 'eve', '2026-01-10', { steps: 1000 });
recordDay(log, 'eve', '2026-01-10', { steps: 0 }); // cleared: still 3 days
log.append('user-ben', 'UserLocationChanged', { userId: 'ben', siteId: site, locationId: 'office-1', previousLocationId: 'office-2' });

const bed = useReadModelDb();

const participant = async (userId: string, siteId = site) =>
  bed.db
    .selectFrom('report_participants')
    .select(['facts', 'last_on'])
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

describe('reporting projection', () => {
  // Days: anna 01-01, 01-02 (challenge sent, friend), 01-03, 01-05; ben 01-01, 01-02, 01-04, and one on the other site.
  itGivesTheSameTables(bed, reportingProjection, log.events, {
    report_days: 14,
    report_participants: 6,
    report_people: 6,
    report_location_days: 9,
    report_location_weeks: 3,
  });

  it('sets a re-logged day’s figures and adds the others, totals equal to the days', async () => {
    const anna = await participant('anna');
    expect(anna?.facts).toEqual({
      steps: 6000 + 2000 + 0,
      exercise_minutes: 45,
      total_steps: 6000 + 4500 + 2000,
      days_logged: 2,
      weekends_logged: 1,
      badges_earned: 2,
      challenges_sent: 1,
      goals_created: 1,
      goals_completed: 1,
      goals_shared: 1,
      friends_added: 1,
    });
    expect(anna?.last_on).toMatchObject({
      days_logged: '2026-01-03',
      steps: '2026-01-03',
      badges_earned: '2026-01-03',
      goals_completed: '2026-01-05',
    });
    const day = await bed.db
      .selectFrom('report_days')
      .select('facts')
      .where('user_id', '=', 'anna')
      .where('on', '=', '2026-01-05')
      .executeTakeFirst();
    expect(day?.facts).toEqual({ steps: 0, exercise_minutes: 0, total_steps: 0, days_logged: 0, goals_completed: 1, goals_shared: 1 });
  });

  it('counts each side of a challenge, friendships for both, top-level posts and a goal shared to the wall', async () => {
    expect((await participant('ben'))?.facts).toEqual({
      steps: 9000,
      exercise_minutes: 0,
      total_steps: 9000,
      days_logged: 1,
      challenges_completed: 1,
      friends_added: 1,
      wall_posts_created: 1,
      goals_shared: 1,
      evaluations_completed: 1,
    });
  });

  it('keeps sites apart, and an erased person’s figures as anonymous totals (participantsOf hides them)', async () => {
    expect((await participant('ben', 'site-other'))?.facts).toEqual({ steps: 100, exercise_minutes: 0, total_steps: 100, days_logged: 1 });
    const days = await bed.db.selectFrom('report_days').select('on').where('user_id', '=', 'ben').where('site_id', '=', site).execute();
    expect(days).toHaveLength(3);
  });
});

describe('the EOP rollups of the reporting projection', () => {
  const rows = async (table: 'report_location_days' | 'report_location_weeks') => {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where site_id = ${site} order by 2, 3`.execute(
      bed.db,
    );
    return rows.map(({ site_id: _site, ...row }) => row);
  };
  const zero = { badges_earned: 0, challenges_sent: 0, challenges_completed: 0, goals_created: 0, goals_completed: 0 };

  it("sums the counted people's figures per location and day: replaced and cleared days, a move, a coordinator and an erasure", async () => {
    expect(await rows('report_location_days')).toEqual([
      // anna's re-logged day (6,000 steps, 45 minutes) and ben's, moved from office 2 with him.
      { location_id: 'office-1', on: '2026-01-01', participant_days: 2, steps: 15_000, exercise_minutes: 45, ...zero, goals_created: 1 },
      // cy's 700 steps are a coordinator's: not counted.
      { location_id: 'office-1', on: '2026-01-02', participant_days: 2, steps: 0, exercise_minutes: 0, ...zero, challenges_sent: 1 },
      // Two badges of one day (separate batches when applied one by one) beside the day's entry.
      { location_id: 'office-1', on: '2026-01-03', participant_days: 1, steps: 2000, exercise_minutes: 0, ...zero, badges_earned: 2 },
      { location_id: 'office-1', on: '2026-01-04', participant_days: 1, steps: 0, exercise_minutes: 0, ...zero, challenges_completed: 1 },
      // anna's cleared day keeps its row (as report_days does) and its goal.
      { location_id: 'office-1', on: '2026-01-05', participant_days: 1, steps: 0, exercise_minutes: 0, ...zero, goals_completed: 1 },
      // dee's 01-06 left with her erasure; eve's days count from before her registration, her cleared 01-10 too.
      { location_id: 'office-2', on: '2026-01-07', participant_days: 1, steps: 1000, exercise_minutes: 0, ...zero },
      { location_id: 'office-2', on: '2026-01-08', participant_days: 1, steps: 1000, exercise_minutes: 0, ...zero },
      { location_id: 'office-2', on: '2026-01-09', participant_days: 1, steps: 1000, exercise_minutes: 5, ...zero },
      { location_id: 'office-2', on: '2026-01-10', participant_days: 1, steps: 0, exercise_minutes: 0, ...zero },
    ]);
  });

  it('counts per location and calendar week who logged in it and who was active (3 days or more)', async () => {
    expect(await rows('report_location_weeks')).toEqual([
      // anna logged 01-01 and 01-03 (01-02 holds no entry), ben 01-01: two people, neither active.
      { location_id: 'office-1', week: '2025-12-29', participant_days: 6, logged: 2, active: 0 },
      { location_id: 'office-1', week: '2026-01-05', participant_days: 1, logged: 0, active: 0 },
      { location_id: 'office-2', week: '2026-01-05', participant_days: 4, logged: 1, active: 1 },
    ]);
  });

  it("keeps each person's logged days as a bitmap from the first to the last, and who counts where", async () => {
    const { rows: people } = await sql<Record<string, unknown>>`
      select user_id, location_id, counted, logged_from, logged from report_people where site_id = ${site} order by user_id`.execute(
      bed.db,
    );
    expect(people).toEqual([
      { user_id: 'anna', location_id: 'office-1', counted: true, logged_from: '2026-01-01', logged: '101' },
      { user_id: 'ben', location_id: 'office-1', counted: true, logged_from: '2026-01-01', logged: '1' },
      { user_id: 'cy', location_id: 'office-1', counted: false, logged_from: '2026-01-02', logged: '1' },
      { user_id: 'dee', location_id: 'office-2', counted: false, logged_from: '2026-01-06', logged: '1' },
      { user_id: 'eve', location_id: 'office-2', counted: true, logged_from: '2026-01-07', logged: '111' },
    ]);
  });
});

describe('reporting rebuild fast path', () => {
  const { emptySchema, live, fast, finish, tables } = rebuildSchemas(bed, reportingProjection);

  let expected: Snapshot;
  beforeAll(async () => {
    await emptySchema('reporting_expected');
    await live('reporting_expected', log.events, 2);
    expected = await tables('reporting_expected');
  });

  it('builds what the live projection builds, whatever the batches', async () => {
    expect(expected.report_participants).toHaveLength(6);
    expect(expected.report_location_weeks).toHaveLength(3);
    for (const size of [1, 2, 3, log.events.length]) {
      await emptySchema('reporting_fast');
      await fast('reporting_fast', log.events, size);
      await finish('reporting_fast');
      expect({ size, tables: await tables('reporting_fast') }).toEqual({ size, tables: expected });
    }
  });

  it('builds the same from batches applied in any order (a rebuild writes two at once)', async () => {
    await emptySchema('reporting_fast');
    await fast('reporting_fast', log.events, 2, 'reversed');
    await finish('reporting_fast');
    expect(await tables('reporting_fast')).toEqual(expected);
  });

  it('finishes right from any mix of the two (a resumed rebuild), and hands over to the live apply', async () => {
    await emptySchema('reporting_fast');
    const third = Math.floor(log.events.length / 3);
    await live('reporting_fast', log.events.slice(0, third), 2);
    await fast('reporting_fast', log.events.slice(third, 2 * third), 1);
    await finish('reporting_fast');
    await fast('reporting_fast', log.events.slice(0, 2 * third), 2); // replayed again, older figures included
    await finish('reporting_fast');
    await live('reporting_fast', log.events.slice(2 * third), 1);
    expect(await tables('reporting_fast')).toEqual(expected);
  });
});
