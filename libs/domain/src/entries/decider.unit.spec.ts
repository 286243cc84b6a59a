import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import type { ActivityInput, ChangeEntry, LogEntry } from './commands.js';
import { entryDecider, entryIdFor } from './decider.js';
import type { EntryEvent, EntryEventData } from './events.js';

const userId = 'u-1';
const recordedOn = '2026-11-20';
const entryId = entryIdFor(userId, recordedOn);
const context = { today: '2026-11-22', siteYears: [2025, 2026], exerciseActivityIds: ['walk', 'swim'] };

const log = (overrides: Partial<LogEntry> = {}): LogEntry => ({
  type: 'LogEntry',
  entryId,
  userId,
  siteId: 's-1',
  recordedOn,
  exerciseSteps: 8000,
  exerciseMinutes: 30,
  activities: [
    { exerciseActivityId: 'walk', value: 30 },
    { exerciseActivityId: null, value: null },
  ],
  manuallyRecorded: true,
  context,
  ...overrides,
});
const change = (overrides: Partial<Omit<ChangeEntry, 'type'>> = {}): ChangeEntry => ({ ...log(overrides), type: 'ChangeEntry' });

const recorded: EntryEventData = {
  entryId,
  userId,
  siteId: 's-1',
  recordedOn,
  exerciseSteps: 8000,
  exerciseMinutes: 30,
  activities: [{ exerciseActivityId: 'walk', value: 30, sequence: 1 }],
  manuallyRecorded: true,
};
const logged: EntryEvent = { type: 'EntryLogged', data: recorded };
const spec = specFor(entryDecider);

describe('LogEntry', () => {
  it('records a new day, dropping blank activity rows', () => {
    spec([]).when(log()).then([logged]);
  });

  it('replaces the values of a day already recorded', () => {
    spec([logged])
      .when(log({ exerciseSteps: 9000 }))
      .then([{ type: 'EntryChanged', data: { ...recorded, exerciseSteps: 9000 } }]);
  });

  it('appends nothing when the values are unchanged', () => {
    spec([logged]).when(log()).then([]);
  });

  it('numbers activities in form order', () => {
    const activities: ActivityInput[] = [
      { exerciseActivityId: 'swim', value: 10 },
      { exerciseActivityId: null, value: null },
      { exerciseActivityId: 'walk', value: 5 },
    ];
    spec([])
      .when(log({ activities }))
      .then([
        {
          type: 'EntryLogged',
          data: {
            ...recorded,
            activities: [
              { exerciseActivityId: 'swim', value: 10, sequence: 1 },
              { exerciseActivityId: 'walk', value: 5, sequence: 2 },
            ],
          },
        },
      ]);
  });

  it.each([
    [{ exerciseSteps: -1 }, 'invalid_steps', 'Steps must be a whole number from 0 to 100,000.'],
    [{ exerciseSteps: 100_001 }, 'invalid_steps', 'Steps must be a whole number from 0 to 100,000.'],
    [{ exerciseSteps: 1.5 }, 'invalid_steps', 'Steps must be a whole number from 0 to 100,000.'],
    [{ exerciseMinutes: 1441 }, 'invalid_minutes', 'Exercise minutes must be a whole number from 0 to 1,440.'],
    [
      { recordedOn: '2026-02-30', entryId: entryIdFor(userId, '2026-02-30') },
      'invalid_date',
      'The date must be a real day written YYYY-MM-DD.',
    ],
    [
      { recordedOn: '2024-12-31', entryId: entryIdFor(userId, '2024-12-31') },
      'date_outside_site_years',
      'Activity can only be logged for 2025, 2026.',
    ],
    [
      { recordedOn: '2026-11-23', entryId: entryIdFor(userId, '2026-11-23') },
      'date_in_future',
      "You can't log activity for a day that hasn't happened yet.",
    ],
    [{ recordedOn: '2026-11-21' }, 'entry_date_mismatch', "An entry's date cannot be changed."],
  ] as const)('rejects %o', (overrides, code, message) => {
    spec([]).when(log(overrides)).thenRejects(code, message);
  });

  it('rejects a fifth activity', () => {
    const activities = ['walk', 'swim', 'walk', 'swim', 'walk'].map((id) => ({ exerciseActivityId: id, value: 5 }));
    spec([]).when(log({ activities })).thenRejects('too_many_activities', 'You can log at most 4 exercise activities a day.');
  });

  it('rejects a chosen activity without minutes (incomplete row)', () => {
    spec([])
      .when(log({ activities: [{ exerciseActivityId: 'walk', value: null }] }))
      .thenRejects('activity_value_required', 'Each chosen activity needs its minutes.');
  });

  it('rejects an activity the site does not offer', () => {
    spec([])
      .when(log({ activities: [{ exerciseActivityId: 'ski', value: 5 }] }))
      .thenRejects('unknown_exercise_activity', 'That exercise activity is not offered on this site.');
  });

  it('rejects absurd activity minutes', () => {
    spec([])
      .when(log({ activities: [{ exerciseActivityId: 'walk', value: 0 }] }))
      .thenRejects('invalid_activity_value', 'Activity minutes must be a whole number from 1 to 1,440.');
  });
});

describe('ChangeEntry', () => {
  it('changes an existing entry', () => {
    spec([logged])
      .when(change({ exerciseMinutes: 45 }))
      .then([{ type: 'EntryChanged', data: { ...recorded, exerciseMinutes: 45 } }]);
  });

  it('refuses a missing entry', () => {
    spec([]).when(change()).thenRejects('entry_not_found', 'Entry not found.');
  });

  it("refuses another person's entry as not found", () => {
    const other = { ...recorded, userId: 'u-2' };
    spec([{ type: 'EntryLogged', data: other }])
      .when(change())
      .thenRejects('entry_not_found', 'Entry not found.');
  });
});

describe('entry invariants (property)', () => {
  it('every accepted entry holds whole, in-range values and at most 4 numbered activities', () => {
    const row = fc.record({
      exerciseActivityId: fc.constantFrom<string | null>('walk', 'swim', null, 'ski'),
      value: fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 2000 }), fc.double()),
    });
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -10, max: 200_000 }), fc.double()),
        fc.oneof(fc.integer({ min: -10, max: 2_000 }), fc.double()),
        fc.array(row, { maxLength: 7 }),
        (exerciseSteps, exerciseMinutes, activities) => {
          let events: readonly EntryEvent[];
          try {
            events = entryDecider.decide(log({ exerciseSteps, exerciseMinutes, activities }), entryDecider.initialState());
          } catch {
            return;
          }
          const data = events[0]!.data;
          expect(Number.isInteger(data.exerciseSteps) && data.exerciseSteps >= 0 && data.exerciseSteps <= 100_000).toBe(true);
          expect(Number.isInteger(data.exerciseMinutes) && data.exerciseMinutes <= 1_440).toBe(true);
          expect(data.activities.length).toBeLessThanOrEqual(4);
          data.activities.forEach((activity, index) => {
            expect(activity.sequence).toBe(index + 1);
            expect(['walk', 'swim']).toContain(activity.exerciseActivityId);
          });
        },
      ),
    );
  });
});
