import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { workersEnv } from '../config.js';
import { DEFAULT_SWEEP_AFTER_MS } from '../email-reservations/reactor.js';

/** The worker process's settings, from its validated configuration. */
export interface WorkerSettings {
  /** RESET_TOKEN_SECRET: the API's, so reset links it derives are the ones the API recorded. */
  readonly resetTokenSecret: string;
  /** PUBLIC_URL: where e-mailed links point (never taken from a request's Host header). */
  readonly publicUrl: string;
  /** EMAIL_RESERVATION_SWEEP_MINUTES, in ms: how long after a reservation its check runs. */
  readonly emailReservationSweepMs: number;
}

type WorkersConfig = Pick<z.output<typeof workersEnv>, 'RESET_TOKEN_SECRET' | 'PUBLIC_URL' | 'PORT' | 'EMAIL_RESERVATION_SWEEP_MINUTES'>;

/** The settings jobs use; says on `warn` what an unset variable means. */
export function workerSettings(config: WorkersConfig, warn: (line: string) => void): WorkerSettings {
  if (!config.RESET_TOKEN_SECRET)
    warn("RESET_TOKEN_SECRET is not set: reset e-mails work only for requests recorded by an API sharing this process's secret");
  return {
    resetTokenSecret: config.RESET_TOKEN_SECRET || randomBytes(32).toString('hex'),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    emailReservationSweepMs: config.EMAIL_RESERVATION_SWEEP_MINUTES
      ? config.EMAIL_RESERVATION_SWEEP_MINUTES * 60_000
      : DEFAULT_SWEEP_AFTER_MS,
  };
}
