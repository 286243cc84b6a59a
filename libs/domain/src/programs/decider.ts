import { assertNever, type Decider } from '../shared/decider.js';
import { isIsoDate } from '../shared/dates.js';
import { DomainError } from '../shared/errors.js';
import type { ProgramCommand, ProgramContext } from './commands.js';
import type { ProgramDetails, ProgramEvent } from './events.js';

export const programStream = (programId: string): string => `program-${programId}`;

export const MAX_PROGRAM_NAME_LENGTH = 120;

export const programMessages = {
  notFound: 'Program not found.',
  exists: 'That program already exists.',
  nameRequired: 'A program needs a name.',
  nameTooLong: `A program name can be at most ${MAX_PROGRAM_NAME_LENGTH} characters.`,
  badDate: 'Dates must be real days written YYYY-MM-DD.',
  effectiveRange: 'The effective end date must be on or after the effective start date.',
  locationTwice: "A program's locations cannot be added twice.",
  unknownLocation: 'A program can only include locations of its site.',
  frameRange: (state: string) => `The ${state} time frame must end on or after the day it starts.`,
  frameTwice: (state: string) => `The ${state} state can have only one time frame.`,
  framesOverlap: (a: string, b: string) => `The ${a} and ${b} time frames overlap.`,
} as const;
const m = programMessages;

export type ProgramState =
  | { readonly status: 'none' }
  | { readonly status: 'deleted'; readonly siteId: string }
  | { readonly status: 'active'; readonly siteId: string; readonly details: ProgramDetails };

export const initialState = (): ProgramState => ({ status: 'none' });

export function evolve(_state: ProgramState, event: ProgramEvent): ProgramState {
  switch (event.type) {
    case 'ProgramCreated':
    case 'ProgramUpdated': {
      const { programId: _id, siteId, ...details } = event.data;
      return { status: 'active', siteId, details };
    }
    case 'ProgramDeleted':
      return { status: 'deleted', siteId: event.data.siteId };
    default:
      return assertNever(event);
  }
}

const invalid = (code: string, message: string) => new DomainError('validation', code, message);

/** The details as stored: trimmed name, and every rule of spec 1 §5 / spec 3 §3 checked. */
export function checkProgramDetails(details: ProgramDetails, context: ProgramContext): ProgramDetails {
  const name = details.name.trim();
  if (name === '') throw invalid('program_name_required', m.nameRequired);
  if (name.length > MAX_PROGRAM_NAME_LENGTH) throw invalid('program_name_too_long', m.nameTooLong);
  const dates = [details.effectiveDateStart, details.effectiveDateEnd, ...details.timeFrames.flatMap((f) => [f.startDate, f.endDate])];
  if (dates.some((date) => date !== null && !isIsoDate(date))) throw invalid('invalid_date', m.badDate);
  const { effectiveDateStart: start, effectiveDateEnd: end } = details;
  if (start !== null && end !== null && end < start) throw invalid('invalid_effective_dates', m.effectiveRange);
  if (new Set(details.locationIds).size !== details.locationIds.length) throw invalid('program_location_twice', m.locationTwice);
  if (details.locationIds.some((id) => !context.siteLocationIds.includes(id))) throw invalid('program_location_unknown', m.unknownLocation);
  const frames = [...details.timeFrames].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const seen = new Set<string>();
  for (const frame of frames) {
    if (frame.endDate < frame.startDate) throw invalid('invalid_time_frame', m.frameRange(frame.loggingState));
    if (seen.has(frame.loggingState)) throw invalid('time_frame_twice', m.frameTwice(frame.loggingState));
    seen.add(frame.loggingState);
  }
  for (let index = 1; index < frames.length; index += 1) {
    const [before, after] = [frames[index - 1]!, frames[index]!];
    if (after.startDate <= before.endDate) throw invalid('time_frames_overlap', m.framesOverlap(before.loggingState, after.loggingState));
  }
  return { ...details, name, timeFrames: frames, locationIds: [...details.locationIds] };
}

/** JSON with sorted keys: stored events may come back with their keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const notFound = () => new DomainError('not_found', 'program_not_found', m.notFound);

export function decide(command: ProgramCommand, state: ProgramState): ProgramEvent[] {
  switch (command.type) {
    case 'CreateProgram': {
      if (state.status !== 'none') throw new DomainError('conflict', 'program_exists', m.exists);
      const details = checkProgramDetails(command.details, command.context);
      return [{ type: 'ProgramCreated', data: { programId: command.programId, siteId: command.siteId, ...details } }];
    }
    case 'UpdateProgram': {
      if (state.status !== 'active' || state.siteId !== command.siteId) throw notFound();
      const given = Object.fromEntries(Object.entries(command.changes).filter(([, value]) => value !== undefined));
      // A location deleted since it was chosen does not block other changes.
      const known = { siteLocationIds: [...command.context.siteLocationIds, ...state.details.locationIds] };
      const details = checkProgramDetails({ ...state.details, ...given }, known);
      if (canonical(details) === canonical(state.details)) return [];
      return [{ type: 'ProgramUpdated', data: { programId: command.programId, siteId: command.siteId, ...details } }];
    }
    case 'DeleteProgram':
      if (state.status !== 'active' || state.siteId !== command.siteId) throw notFound();
      return [{ type: 'ProgramDeleted', data: { programId: command.programId, siteId: command.siteId } }];
    default:
      return assertNever(command);
  }
}

export const programDecider: Decider<ProgramCommand, ProgramEvent, ProgramState> = { decide, evolve, initialState };
