import type { loggingStates } from '@wellway/domain/programs/events';

/** Spec 1 §3 a program's logging states, as screens name them (the program editor, the dashboard). */
export const loggingStateNames: Record<(typeof loggingStates)[number], string> = {
  coming_soon: 'Coming soon',
  opt_in_no_logging: 'Opt in, no logging',
  opt_in_logging: 'Opt in and logging',
  enter_no_logging: 'Enter, no logging',
  enter_logging: 'Enter and logging',
  registration_closed: 'Registration closed',
  logging_ended: 'Logging ended',
};
