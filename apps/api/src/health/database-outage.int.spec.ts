import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '@wellway/test-support';
import { prepareDatabase } from '../../../../ops/src/prepare.js';
import { startPrivatePostgres, type PrivatePostgres } from '../../../../ops/src/testing/private-servers.js';
import { createApi, type ApiApp } from '../app.js';
import { apiClient, type ApiClient } from '../testing/api-harness.spec.js';
import { DATABASE_AWAY } from '../http/errors.filter.js';
import { DatabaseAvailability, type AvailabilityChange } from './database-availability.js';

/**
 * PostgreSQL restarts under load (a server of the test's own): the API stays up, answers 503 in
 * the envelope with Retry-After meanwhile, notes the outage once, and serves again on its own.
 */

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter: string | null;
}

let database: PrivatePostgres;
let api: ApiApp;
let client: ApiClient;
const changes: AvailabilityChange[] = [];
/** Warnings Node emits meanwhile (a listener added per retry or request would show as MaxListenersExceededWarning). */
const warnings: string[] = [];
const noteWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

/** A read (with a session token never seen, so never cached) and a command (a sign-in with a wrong password): both need the database. */
const requests = [
  () => answer('GET', '/sites', { token: randomUUID() }),
  () =>
    answer('POST', `/users/authenticate?site_id=${DEMO_SITE_ID}`, {
      body: { email: 'nobody@demo.wellway.test', password: 'wrong-password-1' },
    }),
];

/** A call's status, body and Retry-After; an answer outside the envelope (not JSON, say) counts as status -1, as a lost connection does. */
async function answer(method: string, path: string, options: Parameters<ApiClient['call']>[2] = {}): Promise<Answer> {
  const reply = await client.call(method, path, options);
  const enveloped = reply.body.data !== undefined || reply.body.errors !== undefined;
  return { status: enveloped ? reply.status : -1, body: reply.body, retryAfter: reply.headers.get('retry-after') };
}
const get = (path: string) => answer('GET', path);

beforeAll(async () => {
  database = await startPrivatePostgres();
  await prepareDatabase(database.url, { seed: true });
  api = await createApi(
    { databaseUrl: database.url, secureCookies: false, now: () => new Date(), readYourWritesTimeoutMs: 1000, queueBackend: 'postgres' },
    { logger: false },
  );
  client = apiClient(await api.listen(0));
  api.app.get(DatabaseAvailability).onChange((change) => changes.push(change));
  process.on('warning', noteWarning);
}, 120_000);

afterAll(async () => {
  process.off('warning', noteWarning);
  await api?.close();
  await database?.remove();
});

describe('a PostgreSQL restart under load', () => {
  it('is answered 503 in the envelope meanwhile, logged once each way, and recovered from without a restart', async () => {
    // Given the API serving (a read and a command both answered), under a steady load of both
    const health = await get('/health');
    expect(health).toMatchObject({ status: 200, body: { data: { status: 'ok', event_store: 'postgres', queue: 'postgres' } } });
    const before = await Promise.all(requests.map((request) => request()));
    for (const answer of before) expect(answer.status).toBeLessThan(500);

    // Load: every request of the list, over and over, until told to stop.
    let loading = true;
    const seen: Answer[] = [];
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (loading)
          for (const request of requests)
            seen.push(await request().catch((error: Error) => ({ status: -1, body: String(error.cause ?? error), retryAfter: null })));
      }),
    );

    // When PostgreSQL stops
    await database.stop();

    // Then every request needing it is a 503 in the envelope with Retry-After, liveness holds, and the outage is noted once
    const during = await Promise.all([...requests.map((request) => request()), get('/health')]);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body).toEqual({ errors: [expect.any(String)] });
    }
    expect(during[0]?.body).toEqual({ errors: [DATABASE_AWAY] });
    expect(await get('/health/live')).toMatchObject({ status: 200 });
    expect(changes).toEqual(['down']);

    // When it comes back, then the API serves again on its own, answers as before, and notes it once;
    // under load, nothing was ever answered but a success, a 4xx or that 503
    await database.restart();
    const deadline = Date.now() + 10_000;
    while ((await get('/health')).status !== 200) if (Date.now() > deadline) throw new Error('the API did not come back');
    loading = false;
    await load;

    const after = await Promise.all(requests.map((request) => request()));
    expect(after.map((answer) => answer.status)).toEqual(before.map((answer) => answer.status));
    expect(changes).toEqual(['down', 'up']);
    expect(warnings).toEqual([]);
    for (const answer of seen) {
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThan(0);
      if (answer.status >= 500) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(answer.body).toEqual({ errors: [expect.any(String)] });
      }
    }
  });
});
