import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';
import type { IsoDate } from '../shared/dates.js';

export interface EntryActivity {
  readonly exerciseActivityId: string;
  /** Minutes spent on the activity. */
  readonly value: number;
  /** 1-based order on the day's form. */
  readonly sequence: number;
}

/** A day's values, as the participant (or a device) recorded them. */
export interface EntryValues {
  readonly exerciseSteps: number;
  readonly exerciseMinutes: number;
  readonly activities: readonly EntryActivity[];
  readonly manuallyRecorded: boolean;
}

export interface EntryEventData extends EntryValues {
  readonly entryId: string;
  readonly userId: string;
  readonly siteId: string;
  readonly recordedOn: IsoDate;
}

/** First values recorded for a participant's day. */
export type EntryLogged = DomainEvent<'EntryLogged', EntryEventData>;
/** Later values replacing a day's earlier ones (full state, not a delta). */
export type EntryChanged = DomainEvent<'EntryChanged', EntryEventData>;

export type EntryEvent = EntryLogged | EntryChanged;
export const entryEventTypes = ['EntryLogged', 'EntryChanged'] as const;

/** No personal data (docs/personal-data.md): Figures reports sum: steps, minutes, activities, dates. */
export const entryPersonalData = {
  rules: {},
  withoutPersonalData: ['EntryLogged', 'EntryChanged'],
} as const satisfies PersonalDataDeclaration<EntryEvent>;
