import type { IsoDate } from '../shared/dates.js';
import type { LoggingState, TimeFrame } from './events.js';

/**
 * The program's logging state on `today` (the site's date): the state whose time frame holds the
 * day; before every frame 'coming_soon', after every frame 'logging_ended'; null without frames
 * or in a gap between frames.
 */
export function loggingStateOn(timeFrames: readonly TimeFrame[], today: IsoDate): LoggingState | null {
  if (timeFrames.length === 0) return null;
  const current = timeFrames.find((frame) => frame.startDate <= today && today <= frame.endDate);
  if (current) return current.loggingState;
  if (timeFrames.every((frame) => today < frame.startDate)) return 'coming_soon';
  if (timeFrames.every((frame) => frame.endDate < today)) return 'logging_ended';
  return null;
}

/** Registration is closed when an administrator closed it or the program is in that state today. */
export const isRegistrationClosed = (program: { registrationClosed: boolean; timeFrames: readonly TimeFrame[] }, today: IsoDate): boolean =>
  program.registrationClosed || loggingStateOn(program.timeFrames, today) === 'registration_closed';
