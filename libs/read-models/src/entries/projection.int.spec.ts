import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { entryIdFor } from '@wellway/domain';
import type { Database } from '../database.js';
import { sitesProjection } from '../sites/projection.js';
import { recordDay } from '../testing/entries.js';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { replayedAlike, useReadModelDb } from '../testing/read-model-db.spec.js';
import { appendDemoSite } from '../testing/sites.js';
import { entriesProjection } from './projection.js';
import { entriesChart, entryWeeks, findEntry } from './queries.js';

let db: Kysely<Database>;

const site = new EventLog();
appendDemoSite(site);

const log = new EventLog();
const swim = { exerciseActivityId: 'act-swim', value: 30, sequence: 1 };
const bike = { exerciseActivityId: 'act-bike', value: 15, sequence: 2 };
recordDay(log, 'anna', '2025-12-31', { steps: 1000 });
recordDay(log, 'anna', '2026-01-01', { steps: 5000, minutes: 10 });
recordDay(log, 'anna', '2026-01-04', { steps: 7000 });
recordDay(log, 'anna', '2026-01-05', { steps: 300 });
recordDay(log, 'ben', '2026-01-01', { steps: 9999 });
const changed = recordDay(log, 'anna', '2026-01-01', { steps: 6000, minutes: 45, activities: [swim, bike] });

useReadModelDb(async (opened) => {
  db = opened;
  await applyBatch(db, sitesProjection, site.events);
});

describe('entries projection', () => {
  it('gives the same tables however often and in whatever batches the events arrive', async () => {
    const first = await replayedAlike(db, entriesProjection, log.events);
    expect(first.entries).toHaveLength(5);
  });

  it('keeps the last values of a day, with activity names and the stream revision', async () => {
    const entry = await findEntry(db, entryIdFor('anna', '2026-01-01'));
    expect(entry).toEqual({
      id: entryIdFor('anna', '2026-01-01'),
      user_id: 'anna',
      recorded_on: '2026-01-01',
      exercise_steps: 6000,
      exercise_minutes: 45,
      steps_from_minutes: 4500,
      total_steps: 10500,
      goal_steps: 8000,
      manually_recorded: true,
      entry_exercise_activities: [
        { exercise_activity_id: 'act-swim', name: 'Swimming', value: 30, sequence: 1 },
        { exercise_activity_id: 'act-bike', name: 'Biking', value: 15, sequence: 2 },
      ],
      revision: 1,
      updated_at: changed.createdAt.toISOString(),
    });
    expect((await findEntry(db, entryIdFor('anna', '2026-01-01'), 12000))?.goal_steps).toBe(12000);
    expect(await findEntry(db, entryIdFor('anna', '2026-02-01'))).toBeUndefined();
  });

  it('charts one row per day, zero-filled', async () => {
    const chart = await entriesChart(db, { userId: 'anna', fromDate: '2025-12-30', toDate: '2026-01-02', goalSteps: 8000 });
    expect(chart).toEqual([
      {
        recorded_on: '2025-12-30',
        exercise_steps: 0,
        exercise_minutes: 0,
        steps_from_minutes: 0,
        total_steps: 0,
        goal_steps: 8000,
        entry_id: null,
      },
      {
        recorded_on: '2025-12-31',
        exercise_steps: 1000,
        exercise_minutes: 0,
        steps_from_minutes: 0,
        total_steps: 1000,
        goal_steps: 8000,
        entry_id: entryIdFor('anna', '2025-12-31'),
      },
      {
        recorded_on: '2026-01-01',
        exercise_steps: 6000,
        exercise_minutes: 45,
        steps_from_minutes: 4500,
        total_steps: 10500,
        goal_steps: 8000,
        entry_id: entryIdFor('anna', '2026-01-01'),
      },
      {
        recorded_on: '2026-01-02',
        exercise_steps: 0,
        exercise_minutes: 0,
        steps_from_minutes: 0,
        total_steps: 0,
        goal_steps: 8000,
        entry_id: null,
      },
    ]);
  });

  it('groups entries into the ISO weeks overlapping the range, newest first', async () => {
    const weeks = await entryWeeks(db, { userId: 'anna', fromDate: '2026-01-01', toDate: '2026-01-12', goalSteps: 8000 });
    expect(weeks.map(({ entries, ...week }) => ({ ...week, days: entries.map((e) => e.recorded_on) }))).toEqual([
      { key: '2026-W03', from_date: '2026-01-12', to_date: '2026-01-18', week_numbers: [3], total_steps: 0, days: [] },
      { key: '2026-W02', from_date: '2026-01-05', to_date: '2026-01-11', week_numbers: [2], total_steps: 300, days: ['2026-01-05'] },
      {
        key: '2026-W01',
        from_date: '2025-12-29',
        to_date: '2026-01-04',
        week_numbers: [1],
        total_steps: 1000 + 10500 + 7000,
        days: ['2025-12-31', '2026-01-01', '2026-01-04'],
      },
    ]);
    expect(weeks[2].entries[1]).toEqual(await findEntry(db, entryIdFor('anna', '2026-01-01')));
  });

  it('ends an ISO year with week 53 when it has one', async () => {
    const weeks = await entryWeeks(db, { userId: 'anna', fromDate: '2020-12-31', toDate: '2021-01-03', goalSteps: 0 });
    expect(weeks.map((week) => week.key)).toEqual(['2020-W53']);
  });
});
