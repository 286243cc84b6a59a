import { describe, expect, it } from 'vitest';
import { evaluationBadgeRules } from './events.js';
import { evaluationIdsFor, isOpen, participantToday, type ScheduledEvaluation } from './schedule.js';

const byDays = (id: string, daysFromStart: number): ScheduledEvaluation => ({ id, daysFromStart, startDate: null, endDate: null });
const byDates = (id: string, startDate: string, endDate: string): ScheduledEvaluation => ({ id, daysFromStart: null, startDate, endDate });
const registration = byDays('registration', 0);
const day30 = byDays('day30', 30);
const winter = byDates('winter', '2026-12-01', '2026-12-31');

describe('evaluation schedule', () => {
  it('opens a days-from-start evaluation on start + days, and keeps it open', () => {
    expect(isOpen(registration, '2026-11-01', '2026-11-01')).toBe(true);
    expect(isOpen(registration, '2026-11-02', '2026-11-01')).toBe(false);
    expect(isOpen(day30, '2026-11-01', '2026-11-30')).toBe(false);
    expect(isOpen(day30, '2026-11-01', '2026-12-01')).toBe(true);
    expect(isOpen(day30, '2026-11-01', '2027-06-01')).toBe(true);
  });

  it('opens a date-range evaluation from its start date to its end date, inclusive', () => {
    expect(['2026-11-30', '2026-12-01', '2026-12-31', '2027-01-01'].map((today) => isOpen(winter, '2020-01-01', today))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isOpen({ id: 'x', daysFromStart: null, startDate: null, endDate: null }, '2026-01-01', '2026-01-01')).toBe(false);
  });

  it('lists active by opening day, pending as active less answered, completed as answered', () => {
    const evaluations = [winter, day30, registration];
    const at = (today: string, answered: string[] = []) =>
      evaluationIdsFor(evaluations, { startedOn: '2026-11-10', today, answeredIds: new Set(answered) });
    expect(at('2026-11-09')).toEqual({ active: [], pending: [], completed: [] });
    expect(at('2026-11-10')).toEqual({ active: ['registration'], pending: ['registration'], completed: [] });
    expect(at('2026-12-10', ['registration'])).toEqual({
      active: ['registration', 'winter', 'day30'],
      pending: ['winter', 'day30'],
      completed: ['registration'],
    });
    expect(at('2027-01-05', ['registration', 'winter', 'gone'])).toEqual({
      active: ['registration', 'day30'],
      pending: ['day30'],
      completed: ['winter', 'registration'],
    });
  });

  it('counts the day where the participant is: the same instant is two dates in two time zones', () => {
    const now = new Date('2026-12-01T03:00:00Z');
    expect(participantToday(now, 'Europe/Paris')).toBe('2026-12-01');
    expect(participantToday(now, 'America/Los_Angeles')).toBe('2026-11-30');
    expect(isOpen(winter, '2020-01-01', participantToday(now, 'Europe/Paris'))).toBe(true);
    expect(isOpen(winter, '2020-01-01', participantToday(now, 'America/Los_Angeles'))).toBe(false);
  });

  it('counts a completed evaluation towards the evaluation badge once, in the year answered', () => {
    const event = {
      type: 'UserEvaluationAnswered' as const,
      data: { userId: 'u1', siteId: 's1', siteEvaluationId: 'e1', answeredOn: '2026-12-31', answers: [] },
    };
    const [rule] = evaluationBadgeRules.UserEvaluationAnswered;
    expect(rule.category).toBe('evaluation');
    expect(rule.counts(event)).toEqual([{ userId: 'u1', siteId: 's1', year: 2026, amount: 1, key: 'e1' }]);
  });
});
