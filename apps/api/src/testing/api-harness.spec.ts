import pg from 'pg';
import { expect } from 'vitest';
import type { Role } from '@wellway/domain';
import { createEventStore, type EventStore } from '@wellway/event-store';
import { createReadModelDb, PositionWaiter } from '@wellway/read-models';
import { createSeededDatabase, DEMO_PASSWORD, seedOtherSite, startInProcessProjector, type TestDatabase } from '@wellway/test-support';
import { createApi, type ApiApp } from '../app.js';
import type { ApiConfig } from '../config.js';

/** Test support (not a test file): the API booted on a seeded database with the projector running. */

export interface Reply {
  readonly status: number;
  readonly body: { data?: unknown; meta?: Record<string, unknown>; errors?: string[] };
  readonly headers: Headers;
}

export interface CallOptions {
  /** The Authorization header (a session token). */
  readonly token?: string;
  readonly cookie?: string;
  readonly body?: unknown;
  /** A body sent as it is (malformed JSON, say). */
  readonly raw?: string;
  /** A multipart body (uploads). */
  readonly form?: FormData;
  readonly headers?: Record<string, string>;
}

export interface ApiHarness {
  readonly api: ApiApp;
  readonly base: string;
  readonly databaseUrl: string;
  readonly store: EventStore;
  /** For reading the log (and read models) straight from the database. */
  readonly pool: pg.Pool;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** Signs in with the demo password; returns the session token. */
  signIn(email: string, siteId?: string): Promise<string>;
  eventCount(): Promise<number>;
  /** Resolves once these projections have applied the log up to `position` (events appended straight to the store). */
  waitFor(projections: readonly string[], position: bigint): Promise<void>;
  stop(): Promise<void>;
}

/** What a spec may set of the API's configuration besides its clock (a reset-token secret, say). */
export type HarnessConfig = Partial<Omit<ApiConfig, 'databaseUrl' | 'now'>>;

/**
 * The demo site, plus the second site 'Other Co' with these roles (none: no second site). `now`
 * is the API's clock: a date, or a function for specs that move time.
 */
export async function startApiHarness(
  now: Date | (() => Date),
  otherSiteRoles: readonly Role[] = [],
  otherSiteFlags: Readonly<Record<string, boolean>> = {},
  config: HarnessConfig = {},
): Promise<ApiHarness> {
  const fixed = now;
  const clock = typeof fixed === 'function' ? fixed : () => fixed;
  const database: TestDatabase = await createSeededDatabase({ now: clock() });
  if (otherSiteRoles.length > 0) await seedOtherSite(database.url, clock(), otherSiteRoles, otherSiteFlags);
  const pool = new pg.Pool({ connectionString: database.url, max: 3 });
  const store = await createEventStore({ databaseUrl: database.url });
  const projector = await startInProcessProjector(database.url);
  const api = await createApi(
    { databaseUrl: database.url, secureCookies: false, now: clock, readYourWritesTimeoutMs: 5000, ...config },
    { logger: false },
  );
  const base = await api.listen(0);
  const readDb = createReadModelDb(database.url);
  const waiter = PositionWaiter.start({ db: readDb, store, databaseUrl: database.url });

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    if (options.cookie) headers.cookie = options.cookie;
    const body = options.form ?? options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined && !options.form) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/api${path}`, { method, headers, body });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Reply['body'], headers: response.headers };
  }

  return {
    api,
    base,
    databaseUrl: database.url,
    store,
    pool,
    call,
    async signIn(email, siteId) {
      const reply = await call('POST', `/users/authenticate${siteId ? `?site_id=${siteId}` : ''}`, {
        body: { email, password: DEMO_PASSWORD },
      });
      expect(reply.status, `sign in ${email}`).toBe(200);
      return (reply.body.data as { auth_key: string }).auth_key;
    },
    async eventCount() {
      return Number((await pool.query('select count(*) from es_events')).rows[0].count);
    },
    async waitFor(projections, position) {
      if (!(await waiter.waitFor(projections, position, 10_000))) throw new Error(`${projections.join(', ')} did not reach ${position}`);
    },
    async stop() {
      await waiter.close();
      await readDb.destroy();
      await api.close();
      await projector.stop();
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
}
