import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import { deterministicId } from '../shared/ids.js';
import type { ChangeEntry, EntryCommand, LogEntry } from './commands.js';
import type { EntryEvent, EntryEventData } from './events.js';
import { checkRecordedOn, checkValues, normaliseActivities, sameValues } from './rules.js';

export type EntryState = { readonly status: 'none' } | { readonly status: 'recorded'; readonly entry: EntryEventData };

export const initialState = (): EntryState => ({ status: 'none' });

/** One stream per participant-day, so the id is derived from both. */
export const entryIdFor = (userId: string, recordedOn: string): string => deterministicId('entry', userId, recordedOn);
export const entryStream = (entryId: string): string => `entry-${entryId}`;

export function evolve(_state: EntryState, event: EntryEvent): EntryState {
  switch (event.type) {
    case 'EntryLogged':
    case 'EntryChanged':
      return { status: 'recorded', entry: event.data };
    default:
      return assertNever(event);
  }
}

function validated(command: EntryCommand): EntryEventData {
  checkRecordedOn(command.recordedOn, command.context);
  checkValues(command.exerciseSteps, command.exerciseMinutes);
  if (command.entryId !== entryIdFor(command.userId, command.recordedOn)) {
    throw new DomainError('validation', 'entry_date_mismatch', "An entry's date cannot be changed.");
  }
  return {
    entryId: command.entryId,
    userId: command.userId,
    siteId: command.siteId,
    recordedOn: command.recordedOn,
    exerciseSteps: command.exerciseSteps,
    exerciseMinutes: command.exerciseMinutes,
    activities: normaliseActivities(command.activities, command.context),
    manuallyRecorded: command.manuallyRecorded,
  };
}

function record(data: EntryEventData, state: EntryState): EntryEvent[] {
  if (state.status === 'none') return [{ type: 'EntryLogged', data }];
  if (sameValues(state.entry, data)) return [];
  return [{ type: 'EntryChanged', data }];
}

export function logEntry(command: LogEntry, state: EntryState): EntryEvent[] {
  return record(validated(command), state);
}

export function changeEntry(command: ChangeEntry, state: EntryState): EntryEvent[] {
  if (state.status === 'none' || state.entry.userId !== command.userId) {
    throw new DomainError('not_found', 'entry_not_found', 'Entry not found.');
  }
  return record(validated(command), state);
}

export function decide(command: EntryCommand, state: EntryState): EntryEvent[] {
  switch (command.type) {
    case 'LogEntry':
      return logEntry(command, state);
    case 'ChangeEntry':
      return changeEntry(command, state);
    default:
      return assertNever(command);
  }
}

export const entryDecider: Decider<EntryCommand, EntryEvent, EntryState> = { decide, evolve, initialState };
