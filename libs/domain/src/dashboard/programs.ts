import type { IsoDate } from '../shared/dates.js';
import { loggingStateOn } from '../programs/logging-state.js';
import type { LoggingState, TimeFrame } from '../programs/events.js';

/** What the dashboard reads of a program to sort it (spec 3 §3 Site programs: past, current, upcoming, reporting). */
export interface DashboardProgram {
  readonly enabled: boolean;
  readonly effectiveDateStart: IsoDate | null;
  readonly timeFrames: readonly TimeFrame[];
}

/** The states in which participants log: a program has figures to report once one of them has begun. */
const LOGGING_STATES: readonly LoggingState[] = ['opt_in_logging', 'enter_logging'];

/**
 * A reporting program (docs/decisions.md "Coordinator dashboard"): enabled, and one of its
 * logging time frames has begun by `today` (a current or past program; its reports stay open
 * after logging ends).
 */
export function isReportingProgram(program: DashboardProgram, today: IsoDate): boolean {
  return program.enabled && program.timeFrames.some((frame) => LOGGING_STATES.includes(frame.loggingState) && frame.startDate <= today);
}

/**
 * An upcoming or coming-soon program (spec 1 §6 Upcoming Launches): enabled, and either coming
 * soon today (every time frame still ahead, or today's frame is coming_soon) or its effective
 * start date is after today.
 */
export function isUpcomingProgram(program: DashboardProgram, today: IsoDate): boolean {
  if (!program.enabled) return false;
  if (program.effectiveDateStart !== null && program.effectiveDateStart > today) return true;
  return loggingStateOn(program.timeFrames, today) === 'coming_soon';
}

/**
 * The facts about a site's programs that spec 1 §6's menu rules need, as flags beside the site's
 * own (never stored: the API works them out on the site's today when it lists permissions).
 */
export interface ProgramFlags {
  readonly has_reporting_programs: boolean;
  readonly has_upcoming_programs: boolean;
}

export function programFlagsOf(programs: readonly DashboardProgram[], today: IsoDate): ProgramFlags {
  return {
    has_reporting_programs: programs.some((program) => isReportingProgram(program, today)),
    has_upcoming_programs: programs.some((program) => isUpcomingProgram(program, today)),
  };
}
