import { z } from 'zod';
import { flag, parseEnv, sharedVariables, whole } from '@wellway/config';

export { ConfigError } from '@wellway/config';

const { DATABASE_URL, EVENTSTORE_URL, REDIS_URL, QUEUE_BACKEND, PORT, PUBLIC_URL, SMTP_URL } = sharedVariables;

/** What the launcher itself reads; each process checks its own variables again (config.ts in each app). */
const launcherEnv = z.object({
  DATABASE_URL: DATABASE_URL.optional(),
  EVENTSTORE_URL,
  REDIS_URL,
  QUEUE_BACKEND,
  SEED_DEMO: flag.default(true),
  PORT,
  PUBLIC_URL,
  SMTP_URL,
  DATA_DIR: z.string().optional(),
  EMBEDDED_PG_PORT: whole(1, 65_535).default(54329),
  STOP_TIMEOUT_MS: whole(100, 600_000).default(15_000),
});

export type LauncherConfig = z.output<typeof launcherEnv>;

export function launcherConfig(env: NodeJS.ProcessEnv): LauncherConfig {
  return parseEnv(launcherEnv, env);
}
