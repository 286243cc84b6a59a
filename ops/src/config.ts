import { z } from 'zod';

/** A wrong or missing variable: one line naming it, then `npm start` stops (exit code 78). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const urlWith = (protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${protocols.map((protocol) => `${protocol}//`).join(' or ')} URL` },
  );
const whole = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};

/** What the launcher itself reads; each process checks its own variables again (config.ts in each app). */
const launcherEnv = z.object({
  DATABASE_URL: urlWith(['postgres:', 'postgresql:']).optional(),
  EVENTSTORE_URL: urlWith(['kurrentdb:', 'esdb:', 'kurrentdb+discover:', 'esdb+discover:']).optional(),
  REDIS_URL: urlWith(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  QUEUE_BACKEND: z.enum(['redis', 'postgres'], { message: 'must be redis or postgres' }).optional(),
  SEED_DEMO: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  PORT: whole(0, 65_535).default(8080),
  PUBLIC_URL: urlWith(['http:', 'https:']).optional(),
  SMTP_URL: urlWith(['smtp:', 'smtps:']).optional(),
  DATA_DIR: z.string().optional(),
  EMBEDDED_PG_PORT: whole(1, 65_535).default(54329),
  STOP_TIMEOUT_MS: whole(100, 600_000).default(15_000),
});

export type LauncherConfig = z.output<typeof launcherEnv>;

export function launcherConfig(env: NodeJS.ProcessEnv): LauncherConfig {
  const present = Object.fromEntries(Object.keys(launcherEnv.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const result = launcherEnv.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]);
  const value = present[name];
  throw new ConfigError(`${name} ${issue.message}${value === undefined ? '' : `, got ${JSON.stringify(value)}`}`);
}
