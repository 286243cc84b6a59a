import { expect } from 'vitest';
import type { Role } from '@wellway/domain';
import { createSeededDatabase, DEMO_PASSWORD, seedOtherSite, startInProcessProjector, type TestDatabase } from '@wellway/test-support';
import { createApi, type ApiApp } from '../app.js';

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
}

export interface ApiHarness {
  readonly api: ApiApp;
  readonly databaseUrl: string;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** Signs in with the demo password; returns the session token. */
  signIn(email: string, siteId?: string): Promise<string>;
  stop(): Promise<void>;
}

/** The demo site, plus the second site 'Other Co' with these roles (none: no second site). */
export async function startApiHarness(now: Date, otherSiteRoles: readonly Role[] = [], otherSiteFlags: Readonly<Record<string, boolean>> = {}): Promise<ApiHarness> {
  const database: TestDatabase = await createSeededDatabase({ now });
  if (otherSiteRoles.length > 0) await seedOtherSite(database.url, now, otherSiteRoles, otherSiteFlags);
  const projector = await startInProcessProjector(database.url);
  const api = await createApi({ databaseUrl: database.url, secureCookies: false, now: () => now, readYourWritesTimeoutMs: 5000 }, { logger: false });
  const base = await api.listen(0);

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = options.token;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Reply['body'], headers: response.headers };
  }

  return {
    api,
    databaseUrl: database.url,
    call,
    async signIn(email, siteId) {
      const reply = await call('POST', `/users/authenticate${siteId ? `?site_id=${siteId}` : ''}`, { body: { email, password: DEMO_PASSWORD } });
      expect(reply.status, `sign in ${email}`).toBe(200);
      return (reply.body.data as { auth_key: string }).auth_key;
    },
    async stop() {
      await api.close();
      await projector.stop();
      await database.drop();
    },
  };
}
