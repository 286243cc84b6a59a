import { isDayLogged, isWeekend, totalSteps, type EntryEvent } from '@wellway/domain';
import type { EventOf } from '../projection.js';
import { lastBy } from '../shared/batch.js';
import type { ColumnTypes } from '../shared/unnest.js';
import type { StatsDayTable } from './table.js';

/** A day as the batch writes it. */
export type StatsDay = Omit<StatsDayTable, 'replaced_total_steps' | 'replaced_minutes' | 'replaced_logged'>;

/** The columns a batch writes, with their PostgreSQL types (for `unnest`). */
export const dayColumns: ColumnTypes<StatsDay> = {
  user_id: 'text',
  recorded_on: 'date',
  steps: 'int4',
  minutes: 'int4',
  total_steps: 'int4',
  logged: 'bool',
  weekend: 'bool',
  position: 'int8',
};

/** A batch collapsed to the last values recorded per participant-day. */
export function statsDays(events: readonly EventOf<EntryEvent['type']>[]): StatsDay[] {
  return lastBy(events, ({ data }) => `${data.userId}/${data.recordedOn}`).map(({ data, position }) => ({
    user_id: data.userId,
    recorded_on: data.recordedOn,
    steps: data.exerciseSteps,
    minutes: data.exerciseMinutes,
    total_steps: totalSteps(data.exerciseSteps, data.exerciseMinutes),
    logged: isDayLogged(data),
    weekend: isWeekend(data.recordedOn),
    position,
  }));
}
