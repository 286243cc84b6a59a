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
  };
}
