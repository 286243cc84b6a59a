import { randomBytes } from 'node:crypto';
import { DEFAULT_SWEEP_AFTER_MS } from '../reactors/email-reservation-reactor.js';

/** The worker process's settings, from its environment. */
export interface WorkerSettings {
  /** RESET_TOKEN_SECRET: the API's, so reset links it derives are the ones the API recorded. */
  readonly resetTokenSecret: string;
  /** PUBLIC_URL: where e-mailed links point (never taken from a request's Host header). */
  readonly publicUrl: string;
  /** EMAIL_RESERVATION_SWEEP_MINUTES, in ms: how long after a reservation its check runs. */
  readonly emailReservationSweepMs: number;
}

/** Reads the settings; says on `warn` what an unset variable means. */
export function workerSettings(env: NodeJS.ProcessEnv, warn: (line: string) => void): WorkerSettings {
  if (!env.RESET_TOKEN_SECRET)
    warn("RESET_TOKEN_SECRET is not set: reset e-mails work only for requests recorded by an API sharing this process's secret");
  const minutes = Number(env.EMAIL_RESERVATION_SWEEP_MINUTES);
  return {
    resetTokenSecret: env.RESET_TOKEN_SECRET || randomBytes(32).toString('hex'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`,
    emailReservationSweepMs:
      env.EMAIL_RESERVATION_SWEEP_MINUTES && Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : DEFAULT_SWEEP_AFTER_MS,
  };
}
