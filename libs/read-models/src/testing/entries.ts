import { entryIdFor, entryStream, type EntryActivity, type EntryEventData } from '@wellway/domain';
import type { EventLog } from './fixtures.js';

export interface DayValues {
  readonly steps: number;
  readonly minutes?: number;
  readonly activities?: readonly EntryActivity[];
}

/** Test support: records a participant's day (EntryLogged the first time, EntryChanged after). */
export function recordDay(log: EventLog, userId: string, recordedOn: string, values: DayValues, siteId = 'site-acme') {
  const entryId = entryIdFor(userId, recordedOn);
  const stream = entryStream(entryId);
  const data: EntryEventData = {
    entryId,
    userId,
    siteId,
    recordedOn,
    exerciseSteps: values.steps,
    exerciseMinutes: values.minutes ?? 0,
    activities: values.activities ?? [],
    manuallyRecorded: true,
  };
  const seen = log.events.some((event) => event.streamName === stream);
  return log.append(stream, seen ? 'EntryChanged' : 'EntryLogged', data);
}
