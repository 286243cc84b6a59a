import { z } from 'zod';
import { ConfigError, flag, parseEnv, sharedVariables, whole } from '@wellway/config';

export { ConfigError } from '@wellway/config';

/** Everything the API reads from its environment, resolved once at boot. */
export interface ApiConfig {
  readonly databaseUrl: string;
  readonly eventStoreUrl?: string;
  /** Folder of the built web app to serve at `/`; absent in API-only tests. */
  readonly webDist?: string;
  /** Mark cookies Secure (behind HTTPS): SECURE_COOKIES, else whether PUBLIC_URL is https. */
  readonly secureCookies: boolean;
  /** Injected clock, so tests can fix "today". */
  readonly now: () => Date;
  /** How long a query with `min_position` waits for its read model. */
  readonly readYourWritesTimeoutMs: number;
  /** Derives password-reset tokens (shared with the mail worker); absent: random per process. */
  readonly resetTokenSecret?: string;
  /** SITE_NOT_FOUND_URL: where the web app sends a browser whose host is no site's (spec 2 "Site 404"); absent: a plain page. */
  readonly siteNotFoundUrl?: string;
  /** QUEUE_BACKEND: where the workers' BullMQ queues live (reported by health); absent: unknown. */
  readonly queueBackend?: 'redis' | 'postgres';
  /** REDIS_URL: the workers' Redis, read by the queue dashboard (default redis://127.0.0.1:6379). */
  readonly redisUrl?: string;
}

/** What main.ts needs besides: where to listen and how long a shutdown may take. */
export interface ApiProcessConfig extends ApiConfig {
  readonly port: number;
  readonly host: string;
  readonly stopTimeoutMs: number;
}

/** An absolute http(s) URL, or a boot-time error that names the variable. */
export function externalUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  return url.toString();
}

const { DATABASE_URL, EVENTSTORE_URL, PUBLIC_URL, PORT, RESET_TOKEN_SECRET, QUEUE_BACKEND, REDIS_URL } = sharedVariables;

const apiEnv = z.object({
  DATABASE_URL,
  EVENTSTORE_URL,
  WEB_DIST: z.string().optional(),
  SECURE_COOKIES: flag.optional(),
  PUBLIC_URL,
  TRUST_PROXY: flag.default(false),
  PORT,
  HOST: z.string().default('127.0.0.1'),
  READ_YOUR_WRITES_TIMEOUT_MS: whole(0, 60_000).default(5000),
  RESET_TOKEN_SECRET,
  SITE_NOT_FOUND_URL: z.string().optional(),
  QUEUE_BACKEND,
  REDIS_URL,
  DATABASE_POOL_SIZE: whole(1, 1000).default(32),
  STOP_TIMEOUT_MS: whole(100, 600_000).default(10_000),
});

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiProcessConfig {
  const parsed = parseEnv(apiEnv, env);
  return {
    databaseUrl: parsed.DATABASE_URL,
    eventStoreUrl: parsed.EVENTSTORE_URL,
    webDist: parsed.WEB_DIST,
    // Unset: Secure exactly when the public address is https.
    secureCookies: parsed.SECURE_COOKIES ?? parsed.PUBLIC_URL?.startsWith('https:') ?? false,
    now: () => new Date(),
    readYourWritesTimeoutMs: parsed.READ_YOUR_WRITES_TIMEOUT_MS,
    resetTokenSecret: parsed.RESET_TOKEN_SECRET,
    siteNotFoundUrl: externalUrl('SITE_NOT_FOUND_URL', parsed.SITE_NOT_FOUND_URL),
    queueBackend: parsed.QUEUE_BACKEND,
    redisUrl: parsed.REDIS_URL,
    port: parsed.PORT,
    host: parsed.HOST,
    stopTimeoutMs: parsed.STOP_TIMEOUT_MS,
  };
}
