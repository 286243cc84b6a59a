import { describe, expect, it } from 'vitest';
import { reportFacts, reportFields, type WellwayEvent } from '../index.js';
import { acceptedOn } from '../friends/report-facts.js';

const entry = (type: 'EntryLogged' | 'EntryChanged', recordedOn: string, exerciseSteps: number, exerciseMinutes = 0) =>
  ({
    type,
    data: {
      entryId: 'e-1',
      userId: 'anna',
      siteId: 'acme',
      recordedOn,
      exerciseSteps,
      exerciseMinutes,
      activities: [],
      manuallyRecorded: true,
    },
  }) as WellwayEvent;

describe('declared report facts', () => {
  it('sets a day’s activity figures from its entry (weekends_logged on Saturdays and Sundays only)', () => {
    expect(reportFacts.factsOf(entry('EntryLogged', '2026-01-03', 2000, 10)).map(({ fact, amount, mode }) => [fact, amount, mode])).toEqual(
      [
        ['steps', 2000, 'set'],
        ['exercise_minutes', 10, 'set'],
        ['total_steps', 3000, 'set'],
        ['days_logged', 1, 'set'],
        ['weekends_logged', 1, 'set'],
      ],
    );
    const cleared = reportFacts.factsOf(entry('EntryChanged', '2026-01-05', 0));
    expect(cleared.find((fact) => fact.fact === 'days_logged')?.amount).toBe(0);
    expect(cleared.some((fact) => fact.fact === 'weekends_logged')).toBe(false);
  });

  it('counts an accepted friendship for both people, on a day inside the badge year', () => {
    const event = {
      type: 'FriendRequestAccepted',
      data: {
        friendshipId: 'f-1',
        siteId: 'acme',
        senderId: 'anna',
        friendeeId: 'ben',
        acceptedBy: 'ben',
        acceptedAt: '2026-01-01T03:00:00Z',
        year: 2025,
        friendLabel: 'Friend',
      },
    } as WellwayEvent;
    expect(reportFacts.factsOf(event)).toEqual([
      { userId: 'anna', siteId: 'acme', on: '2025-12-31', fact: 'friends_added', amount: 1 },
      { userId: 'ben', siteId: 'acme', on: '2025-12-31', fact: 'friends_added', amount: 1 },
    ]);
    expect(acceptedOn('2026-03-04T10:00:00Z', 2026)).toBe('2026-03-04');
    expect(acceptedOn('2025-12-31T23:00:00Z', 2026)).toBe('2026-01-01');
  });

  it('declares a field for every fact, each fact with one mode', () => {
    const facts = new Set(reportFields.flatMap((field) => (field.source.kind === 'fact' ? [field.source.fact] : [])));
    expect([...facts].sort()).toEqual(
      [
        'badges_earned',
        'challenges_completed',
        'challenges_sent',
        'days_logged',
        'evaluations_completed',
        'exercise_minutes',
        'friends_added',
        'goals_completed',
        'goals_created',
        'goals_shared',
        'steps',
        'total_steps',
        'wall_posts_created',
        'weekends_logged',
      ].sort(),
    );
    expect(reportFacts.eventTypes).toEqual(
      expect.arrayContaining(['EntryLogged', 'EntryChanged', 'BadgeAwarded', 'UserChallengeSent', 'GoalCompleted', 'PostCreated']),
    );
  });
});
