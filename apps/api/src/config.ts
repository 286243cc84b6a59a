/** Everything the API reads from its environment, resolved once at boot. */
export interface ApiConfig {
  readonly databaseUrl: string;
  readonly eventStoreUrl?: string;
  /** Folder of the built web app to serve at `/`; absent in API-only tests. */
  readonly webDist?: string;
  /** Mark cookies Secure (behind HTTPS). */
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
}

/** An absolute http(s) URL, or a boot-time error that names the variable. */
export function externalUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  return url.toString();
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  return {
    databaseUrl,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    webDist: env.WEB_DIST || undefined,
    secureCookies: env.SECURE_COOKIES === 'true',
    now: () => new Date(),
    readYourWritesTimeoutMs: Number(env.READ_YOUR_WRITES_TIMEOUT_MS ?? 5000),
    resetTokenSecret: env.RESET_TOKEN_SECRET || undefined,
    siteNotFoundUrl: externalUrl('SITE_NOT_FOUND_URL', env.SITE_NOT_FOUND_URL),
    queueBackend: env.QUEUE_BACKEND === 'redis' || env.QUEUE_BACKEND === 'postgres' ? env.QUEUE_BACKEND : undefined,
  };
}
