import type { IsoDate } from '../shared/dates.js';

/** One activity row as the form sends it: blank rows have no activity id. */
export interface ActivityInput {
  readonly exerciseActivityId: string | null;
  readonly value: number | null;
}

/** Facts the handler looks up and passes in, so the decider stays pure. */
export interface EntryContext {
  /** Today in the site's time zone. */
  readonly today: IsoDate;
  /** The site's program years. */
  readonly siteYears: readonly number[];
  /** Exercise activities offered by the site. */
  readonly exerciseActivityIds: readonly string[];
}

interface EntryCommandData {
  readonly entryId: string;
  readonly userId: string;
  readonly siteId: string;
  readonly recordedOn: IsoDate;
  readonly exerciseSteps: number;
  readonly exerciseMinutes: number;
  readonly activities: readonly ActivityInput[];
  readonly manuallyRecorded: boolean;
  readonly context: EntryContext;
}

/** Record a day: creates the entry or replaces its values (POST /entries). */
export interface LogEntry extends EntryCommandData {
  readonly type: 'LogEntry';
}

/** Change an existing day (PUT /entries/{id}); the entry must exist and be the user's. */
export interface ChangeEntry extends EntryCommandData {
  readonly type: 'ChangeEntry';
}

export type EntryCommand = LogEntry | ChangeEntry;
