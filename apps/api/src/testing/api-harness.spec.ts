import pg from 'pg';
import { createEventStore, type EventStore } from '@wellway/event-store';
import { createReadModelDb, PositionWaiter } from '@wellway/read-models';
import { createSeededDatabase, DEMO_PASSWORD, demoEmail, startInProcessProjector, type TestDatabase } from '@wellway/test-support';
import { createApi, type ApiApp } from '../app.js';

export interface Reply {
  readonly status: number;
  readonly body: { data?: unknown; meta?: Record<string, unknown>; errors?: string[] };
  readonly headers: Headers;
}

export interface CallOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly raw?: string;
  readonly headers?: Record<string, string>;
}

/** The booted API on a fresh seeded database with the projector running: what API int specs drive. */
export interface ApiHarness {
  readonly base: string;
  readonly store: EventStore;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** Signs a demo account (or any) in; returns its session token and id. */
  signIn(email?: string, password?: string): Promise<{ token: string; userId: string }>;
  eventCount(): Promise<number>;
  /** Resolves once these projections have applied the log up to `position` (events appended straight to the store). */
  waitFor(projections: readonly string[], position: bigint): Promise<void>;
  stop(): Promise<void>;
}

export async function startApiHarness(now: Date): Promise<ApiHarness> {
  const database: TestDatabase = await createSeededDatabase({ now });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const store = await createEventStore({ databaseUrl: database.url });
  const projector = await startInProcessProjector(database.url);
  const api: ApiApp = await createApi({ databaseUrl: database.url, secureCookies: false, now: () => now, readYourWritesTimeoutMs: 5000 }, { logger: false });
  const base = await api.listen(0);
  const readDb = createReadModelDb(database.url);
  const waiter = PositionWaiter.start({ db: readDb, store, databaseUrl: database.url });

  const call = async (method: string, path: string, options: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/api${path}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as Reply['body'], headers: response.headers };
  };

  return {
    base,
    store,
    call,
    async signIn(email = demoEmail('participant'), password = DEMO_PASSWORD) {
      const reply = await call('POST', '/users/authenticate', { body: { email, password, stay_logged_in: true } });
      if (reply.status !== 200) throw new Error(`sign-in as ${email} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      const data = reply.body.data as { auth_key: string; id: string };
      return { token: data.auth_key, userId: data.id };
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
