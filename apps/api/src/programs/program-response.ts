import { loggingStateOn, type LoggingState, type ProgramDetails } from '@wellway/domain';
import { programFields, type ProgramRow } from '@wellway/read-models';
import type { Program } from '@wellway/contracts';

/** docs/api.md's Program: stored fields plus `logging_state` on the site's current date. */
export function withLoggingState(row: ProgramRow, today: string): Program {
  // Stored from the decider's frames, so each state is one of the domain's.
  const timeFrames = row.time_frames.map((f) => ({ ...f, logging_state: f.logging_state as LoggingState }));
  const frames = timeFrames.map((f) => ({ loggingState: f.logging_state, startDate: f.start_date, endDate: f.end_date }));
  return { ...row, time_frames: timeFrames, logging_state: loggingStateOn(frames, today) };
}

/** The same shape from the decider's state, for a command's answer. */
export function programRowFrom(programId: string, siteId: string, details: ProgramDetails, revision: bigint): ProgramRow {
  const { location_ids: locations, ...fields } = programFields(programId, siteId, details);
  return { ...fields, locations, revision: Number(revision) };
}
