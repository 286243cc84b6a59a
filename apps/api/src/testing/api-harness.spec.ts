import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { newSiteProfile, siteStream, sites, type PersonalDigests, type Role, type SiteProfile } from '@wellway/domain';
import {
  handleCommand,
  metadataFor,
  type Actor,
  type CommandDecider,
  type DecidedEvent,
  type EventStore,
  type HandleCommandResult,
  type StoredEvent,
} from '@wellway/event-store';
import { createReadModelDb, PositionWaiter } from '@wellway/read-models';
import {
  createSeededDatabase,
  DEMO_PASSWORD,
  demoEmail,
  digestsFor,
  openAppStore,
  seedOtherSite,
  startInProcessProjector,
  type TestDatabase,
} from '@wellway/test-support';
import { createApi, type ApiApp } from '../app.js';
import type { ApiConfig } from '../config.js';

/** Test support (not a test file): the API booted on a seeded database with the projector running. */

/**
 * A JSON value as a spec reads it: its shape is what the spec asserts (toEqual, toMatchObject), so
 * its fields are read as they come, without a cast at every read. Name `Data` in `call<Data>` where
 * a spec wants the compiler's help.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by expect, not by the compiler
export type Json = any;

export interface Reply<Data = Json> {
  readonly status: number;
  readonly body: { data?: Data; meta?: Record<string, Json>; errors?: string[] };
  readonly headers: Headers;
}

/** The demo accounts of the demo site (`demoEmail`). */
export type DemoAccount = 'participant' | 'coordinator' | 'master';

/** An event as the application reads it from the log (personal data unsealed). */
export interface LoggedEvent {
  readonly type: string;
  readonly data: Json;
  readonly metadata: Record<string, Json>;
}

const logged = (event: StoredEvent): LoggedEvent => ({
  type: event.type,
  data: event.data as Json,
  metadata: event.metadata as unknown as Record<string, Json>,
});

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

/** Calls to an API listening at `base` (the harness's, or one a spec started itself). */
export interface ApiClient {
  call<Data = Json>(method: string, path: string, options?: CallOptions): Promise<Reply<Data>>;
  /** GET of a JSON answer that is no `{ data, meta }` envelope (the OpenAPI document), typed as the spec reads it. */
  json<T = Json>(path: string): Promise<{ readonly status: number; readonly body: T }>;
  /** GET with another Host header (fetch will not send one; node:http does). */
  getWithHost(path: string, host: string): Promise<Omit<Reply, 'headers'>>;
}

/** Who a `given` command is recorded for: the system (no actor) unless told, on no site unless told. */
export interface GivenOptions {
  readonly actor?: Actor | null;
  readonly siteId?: string | null;
  /** Read models the spec reads next: resolves once they have the command's events. */
  readonly projections?: readonly string[];
}

/** A site a spec adds beside the seeded ones: the profile's fields it cares about; the rest are plain defaults. */
export interface GivenSite {
  readonly name?: string;
  readonly flags?: Readonly<Record<string, boolean>>;
  readonly settings?: Partial<SiteProfile['settings']>;
  readonly pilotPasswordHash?: string | null;
}

export interface ApiHarness extends ApiClient {
  readonly api: ApiApp;
  readonly base: string;
  readonly databaseUrl: string;
  readonly store: EventStore;
  /** For reading the log (and read models) straight from the database: the log's personal data is sealed there. */
  readonly pool: pg.Pool;
  /** The keyed digests that e-mail reservation streams and eligibility record ids are built from. */
  readonly digests: PersonalDigests;
  /** Signs in (with the demo password unless told another); returns the session token. */
  signIn(email: string, siteId?: string, password?: string): Promise<string>;
  /** A new session that stays signed in (`stay_logged_in`), with the signed-in user's id. */
  session(email: string): Promise<{ token: string; userId: string }>;
  /** A demo account's session token, signed in once per harness. */
  tokenOf(account: DemoAccount): Promise<string>;
  eventCount(): Promise<number>;
  /**
   * The "when" of a spec: runs what it sends and counts the events that appended, so the "then"
   * can say that a refusal appended nothing (`appended: 0`). Not for specs that append concurrently.
   */
  when<T>(act: () => Promise<T>): Promise<{ readonly reply: T; readonly appended: number }>;
  /** The last event in the log. */
  lastEvent(): Promise<LoggedEvent>;
  /** A stream's events, oldest first. */
  eventsOf(stream: string): Promise<LoggedEvent[]>;
  /** Resolves once these projections have applied the log up to `position` (events appended straight to the store). */
  waitFor(projections: readonly string[], position: bigint): Promise<void>;
  /**
   * The "given" of a spec that no route can set up (a site of its own, a record claimed by a
   * registration, a badge a worker awards): one command decided straight on the store.
   */
  given<Command, Event extends DecidedEvent, State>(
    stream: string,
    decider: CommandDecider<Command, Event, State>,
    command: Command,
    options?: GivenOptions,
  ): Promise<HandleCommandResult<Event, State>>;
  /** A new site `siteId` (host `<siteId>.example.com`), in the sites read model once this resolves. */
  givenSite(siteId: string, site?: GivenSite): Promise<bigint>;
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
  const storePool = new pg.Pool({ connectionString: database.url, max: 8 });
  const store = await openAppStore(storePool);
  const digests = await digestsFor(pool);
  const projector = await startInProcessProjector(database.url);
  const api = await createApi(
    { databaseUrl: database.url, secureCookies: false, now: clock, readYourWritesTimeoutMs: 5000, ...config },
    { logger: false },
  );
  const base = await api.listen(0);
  const readDb = createReadModelDb(database.url);
  const waiter = PositionWaiter.start({ db: readDb, store, databaseUrl: database.url });

  const { call, json, getWithHost } = apiClient(base);

  async function signIn(email: string, siteId?: string, password = DEMO_PASSWORD): Promise<string> {
    const reply = await call('POST', `/users/authenticate${siteId ? `?site_id=${siteId}` : ''}`, { body: { email, password } });
    expect(reply.status, `sign in ${email}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data.auth_key;
  }

  const tokens = new Map<DemoAccount, Promise<string>>();

  async function waitFor(projections: readonly string[], position: bigint): Promise<void> {
    if (!(await waiter.waitFor(projections, position, 10_000))) throw new Error(`${projections.join(', ')} did not reach ${position}`);
  }

  async function given<Command, Event extends DecidedEvent, State>(
    stream: string,
    decider: CommandDecider<Command, Event, State>,
    command: Command,
    { actor = null, siteId = null, projections = [] }: GivenOptions = {},
  ): Promise<HandleCommandResult<Event, State>> {
    const metadata = metadataFor({ actor, siteId, correlationId: 'given' });
    const result = await handleCommand({ store, stream, decider, command, metadata });
    if (projections.length > 0 && result.position !== null) await waitFor(projections, result.position);
    return result;
  }

  async function eventCount(): Promise<number> {
    return Number((await pool.query('select count(*) from es_events')).rows[0].count);
  }

  return {
    api,
    base,
    databaseUrl: database.url,
    store,
    pool,
    digests,
    call,
    json,
    getWithHost,
    signIn,
    async session(email) {
      const reply = await call('POST', '/users/authenticate', { body: { email, password: DEMO_PASSWORD, stay_logged_in: true } });
      expect(reply.status, `sign in ${email}`).toBe(200);
      return { token: reply.body.data.auth_key, userId: reply.body.data.id };
    },
    tokenOf(account) {
      const token = tokens.get(account) ?? signIn(demoEmail(account));
      tokens.set(account, token);
      return token;
    },
    eventCount,
    async eventsOf(stream) {
      return (await store.readStream(stream)).events.map(logged);
    },
    async when(act) {
      const before = await eventCount();
      const reply = await act();
      return { reply, appended: (await eventCount()) - before };
    },
    async lastEvent() {
      // Read through the store, unsealed, as the application reads it.
      const { rows } = await pool.query<{ stream_name: string; event_id: string }>(
        'select stream_name, event_id from es_events order by position desc limit 1',
      );
      const last = rows[0]!;
      return logged((await store.readStream(last.stream_name)).events.find((event) => event.id === last.event_id)!);
    },
    waitFor,
    given,
    async givenSite(siteId, { name = siteId, flags = {}, settings = {}, pilotPasswordHash = null } = {}) {
      const profile = newSiteProfile(siteId, 2026);
      const site = {
        ...profile,
        name,
        urls: [`${siteId}.example.com`],
        timeZone: 'UTC',
        flags,
        settings: { ...profile.settings, ...settings },
      };
      const created = await given(siteStream(siteId), sites.siteDecider, { type: 'CreateSite', site, pilotPasswordHash }, { siteId });
      await waitFor(['sites'], created.position ?? 0n);
      return created.position ?? 0n;
    },
    async stop() {
      await waiter.close();
      await readDb.destroy();
      await api.close();
      await projector.stop();
      await store.close();
      await storePool.end();
      await pool.end();
      await database.drop();
    },
  };
}

/**
 * The file's harness: started before its first test (after the hooks registered before this
 * call), stopped after its last. Same arguments as `startApiHarness`.
 */
export function useApiHarness(...args: Parameters<typeof startApiHarness>): ApiHarness {
  const harness = {} as ApiHarness; // filled in by beforeAll, before any test reads it
  beforeAll(async () => {
    Object.assign(harness, await startApiHarness(...args));
  });
  afterAll(async () => {
    await harness.stop?.();
  });
  return harness;
}

/** Calls to the API at `base`, in the envelope as a client sees it. */
export function apiClient(base: string): ApiClient {
  async function call<Data = Json>(method: string, path: string, options: CallOptions = {}): Promise<Reply<Data>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    if (options.cookie) headers.cookie = options.cookie;
    const body = options.form ?? options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined && !options.form) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/api${path}`, { method, headers, body });
    return { status: response.status, body: jsonOrEmpty(await response.text()), headers: response.headers };
  }

  async function json<T = Json>(path: string): Promise<{ status: number; body: T }> {
    const response = await fetch(`${base}/api${path}`);
    return { status: response.status, body: JSON.parse(await response.text()) };
  }

  function getWithHost(path: string, host: string): Promise<Omit<Reply, 'headers'>> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${base}/api${path}`, { headers: { host } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: jsonOrEmpty(text) }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  return { call, json, getWithHost };
}

/** The cookies a reply sets, by name (`Set-Cookie` values without their attributes). */
export function cookiesOf(reply: Pick<Reply, 'headers'>): Record<string, string> {
  return Object.fromEntries(
    reply.headers.getSetCookie().map((cookie) => {
      const pair = cookie.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** A reply body: its JSON, or {} when it is none (an HTML page, an empty 204). */
function jsonOrEmpty(text: string): Reply['body'] {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** An id no resource has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A route's path (`/api/users/:id` or OpenAPI's `/api/users/{id}`) as a spec calls it: site ids
 * name `siteId` (so the permission, not the tenancy, decides), other ids name nothing; `override`
 * sets one parameter to a value of the spec's.
 */
export function routePath(path: string, siteId: string, override?: { readonly name: string; readonly value: string }): string {
  return path.replace(/^\/api/, '').replace(/\{(\w+)\}|:(\w+)/g, (_, braced: string | undefined, colon: string | undefined) => {
    const name = braced ?? colon ?? '';
    if (override?.name === name) return override.value;
    return /^site_?[iI]d$/.test(name) ? siteId : UNKNOWN_ID;
  });
}
