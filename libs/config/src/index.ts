import { z } from 'zod';

/**
 * Each process (launcher, API, projector, workers) validates its environment once at boot with a
 * zod schema built from these pieces: a wrong or missing value stops it with one line naming the
 * variable (exit code 78, EX_CONFIG, which the launcher does not restart).
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
export const CONFIG_ERROR_EXIT = 78;

/** A URL whose scheme is one of `protocols` (`'postgres:'`, …). */
export const urlWith = (protocols: readonly string[]) =>
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

export const whole = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};

export const flag = z.enum(['true', 'false'], { message: 'must be true or false' }).transform((value) => value === 'true');

/** The variables several processes read, each with the same rule. */
export const sharedVariables = {
  DATABASE_URL: urlWith(['postgres:', 'postgresql:']),
  EVENTSTORE_URL: urlWith(['kurrentdb:', 'esdb:', 'kurrentdb+discover:', 'esdb+discover:']).optional(),
  REDIS_URL: urlWith(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  QUEUE_BACKEND: z.enum(['redis', 'postgres'], { message: 'must be redis or postgres' }).optional(),
  PUBLIC_URL: urlWith(['http:', 'https:']).optional(),
  SMTP_URL: urlWith(['smtp:', 'smtps:']).optional(),
  PORT: whole(0, 65_535).default(8080),
  RESET_TOKEN_SECRET: z.string().optional(),
};

/** Parses the variables a schema names (empty counts as unset); the first problem becomes one ConfigError line. */
export function parseEnv<T extends z.ZodObject>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const present = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]);
  const value = present[name];
  const message = value === undefined && issue.code === 'invalid_type' ? 'is not set' : issue.message;
  throw new ConfigError(`${name} ${message}${value === undefined ? '' : `, got ${JSON.stringify(value)}`}`);
}

/** For a process's main: the configuration, or one line on stderr and exit code 78. */
export function configOrExit<T extends z.ZodObject>(processName: string, schema: T, env: NodeJS.ProcessEnv = process.env): z.output<T> {
  try {
    return parseEnv(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${processName} configuration: ${error.message}\n`);
    process.exit(CONFIG_ERROR_EXIT);
  }
}

export { redisAnswers } from './redis.js';
