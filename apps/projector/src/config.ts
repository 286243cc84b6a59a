import { z } from 'zod';
import { sharedVariables, whole } from '@wellway/config';

export { configOrExit, parseEnv } from '@wellway/config';

const { DATABASE_URL, EVENTSTORE_URL, REDIS_URL, QUEUE_BACKEND, SMTP_URL, PORT, PUBLIC_URL, RESET_TOKEN_SECRET } = sharedVariables;

/** The projector's and the workers' configuration (the rules: @wellway/config). */
const common = {
  DATABASE_URL,
  EVENTSTORE_URL,
  /** Port of the process's own /live and /ready (compose health checks); unset: none. */
  HEALTH_PORT: whole(1, 65_535).optional(),
  STOP_TIMEOUT_MS: whole(100, 600_000).default(10_000),
};

export const projectorEnv = z.object({
  ...common,
  /** Threads replaying a rebuild's pages side by side (replay-threads.ts); 0 replays on the main thread. */
  REBUILD_THREADS: whole(0, 16).default(2),
});

export const workersEnv = z.object({
  ...common,
  REDIS_URL,
  QUEUE_BACKEND,
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, { message: 'must be lower-case letters, digits and _' })
    .optional(),
  SMTP_URL,
  PORT,
  PUBLIC_URL,
  RESET_TOKEN_SECRET,
  EMAIL_RESERVATION_SWEEP_MINUTES: z.coerce
    .number({ message: 'must be a number of minutes above 0' })
    .positive({ message: 'must be a number of minutes above 0' })
    .optional(),
});
