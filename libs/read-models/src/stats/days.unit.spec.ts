import { describe, expect, it } from 'vitest';
import { recordDay } from '../testing/entries.js';
import { EventLog } from '../testing/fixtures.js';
import { entryEventTypes } from '@wellway/domain';
import { eventsOf } from '../projection.js';
import { statsDays } from './days.js';

describe('statsDays', () => {
  it('collapses a batch to the last values per participant-day', () => {
    const log = new EventLog();
    recordDay(log, 'anna', '2026-01-03', { steps: 100 });
    recordDay(log, 'ben', '2026-01-03', { steps: 50 });
    recordDay(log, 'anna', '2026-01-03', { steps: 0, minutes: 30 });
    recordDay(log, 'anna', '2026-01-05', { steps: 0 });
    expect(statsDays(eventsOf(entryEventTypes)(log.events))).toEqual([
      { user_id: 'anna', recorded_on: '2026-01-03', steps: 0, minutes: 30, total_steps: 3000, logged: true, weekend: true, position: 3n },
      { user_id: 'ben', recorded_on: '2026-01-03', steps: 50, minutes: 0, total_steps: 50, logged: true, weekend: true, position: 2n },
      { user_id: 'anna', recorded_on: '2026-01-05', steps: 0, minutes: 0, total_steps: 0, logged: false, weekend: false, position: 4n },
    ]);
  });
});
