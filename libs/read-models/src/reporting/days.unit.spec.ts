import { describe, expect, it } from 'vitest';
import { assembleReportFacts, type WellwayEvent } from '@wellway/domain';
import { recordDay } from '../testing/entries.js';
import { EventLog } from '../testing/fixtures.js';
import { dayChanges } from './days.js';

describe('dayChanges', () => {
  it('folds a batch per participant-day: a later set replaces, adds sum, the latest position', () => {
    const log = new EventLog();
    recordDay(log, 'anna', '2026-01-01', { steps: 5000 });
    recordDay(log, 'anna', '2026-01-01', { steps: 6000 });
    const twice = assembleReportFacts<WellwayEvent>([
      { EntryLogged: ({ data }) => [{ userId: data.userId, siteId: data.siteId, on: data.recordedOn, fact: 'seen', amount: 2 }] },
      { EntryChanged: ({ data }) => [{ userId: data.userId, siteId: data.siteId, on: data.recordedOn, fact: 'seen', amount: 3 }] },
    ]);
    expect(dayChanges(log.events)).toEqual([
      {
        site_id: 'site-acme',
        user_id: 'anna',
        on: '2026-01-01',
        sets: '{"steps":6000,"exercise_minutes":0,"total_steps":6000,"days_logged":1}',
        adds: '{}',
        position: 2n,
      },
    ]);
    expect(dayChanges(log.events, twice)).toMatchObject([{ sets: '{}', adds: '{"seen":5}', position: 2n }]);
  });

  it('refuses a fact declared both added and set (a day’s figure would depend on the order)', () => {
    const log = new EventLog();
    recordDay(log, 'anna', '2026-01-01', { steps: 5000 });
    const mixed = assembleReportFacts<WellwayEvent>([
      { EntryLogged: ({ data }) => [{ userId: data.userId, siteId: data.siteId, on: data.recordedOn, fact: 'steps', amount: 1 }] },
    ]);
    dayChanges(log.events); // steps: set
    expect(() => dayChanges(log.events, mixed)).toThrow('Report fact steps is declared both as set and as add');
  });
});
