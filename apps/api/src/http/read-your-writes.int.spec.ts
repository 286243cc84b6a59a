import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededDatabase, DEMO_PASSWORD, demoEmail, startInProcessProjector, type TestDatabase } from '@wellway/test-support';
import { createApi, type ApiApp } from '../app.js';
import { NOT_A_POSITION } from './read-your-writes.js';

/**
 * `min_position` waits only for real positions, and only for requests that will be answered: the
 * API waits up to a minute here while the projector is stopped, so a request that waited could not
 * answer within the test's own timeout (a few seconds): "at once" without timing anything.
 */

const AT_ONCE = { timeout: 15_000 };

let database: TestDatabase;
let api: ApiApp;
let base: string;
let projector: { stop(): Promise<void> } | null = null;
let token: string;
/** A position the log holds and the stopped projector never reaches. */
let unreached: number;

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { authorization: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const logDay = async (day: string) => {
  const reply = await call('POST', '/entries', { recorded_on: day, exercise_steps: 4321 });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { data: { id: string }; meta: { position: number } };
};

const chart = '/entries/chart?from_date=2026-11-01&to_date=2026-11-30';

beforeAll(async () => {
  database = await createSeededDatabase({ now: new Date('2026-11-24T12:00:00Z') });
  projector = await startInProcessProjector(database.url);
  api = await createApi(
    { databaseUrl: database.url, secureCookies: false, now: () => new Date('2026-11-24T12:00:00Z'), readYourWritesTimeoutMs: 60_000 },
    { logger: false },
  );
  base = await api.listen(0);
  const signIn = await fetch(`${base}/api/users/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail('participant'), password: DEMO_PASSWORD }),
  });
  token = ((await signIn.json()) as { data: { auth_key: string } }).data.auth_key;
  await projector.stop();
  projector = null;
  unreached = (await logDay('2026-11-20')).meta.position;
});

afterAll(async () => {
  await projector?.stop();
  await api?.close();
  await database?.drop();
});

describe('min_position', () => {
  it('0 never waits', AT_ONCE, async () => {
    expect(await call('GET', `${chart}&min_position=0`)).toMatchObject({ status: 200, body: { data: expect.any(Array) } });
  });

  it('is not waited for when the query is malformed: the 422 comes at once', AT_ONCE, async () => {
    expect(await call('GET', `/entries/chart?from_date=not-a-day&to_date=2026-11-30&min_position=${unreached}`)).toMatchObject({
      status: 422,
    });
  });

  it('is not waited for when a path id cannot name a record: the 404 comes at once', AT_ONCE, async () => {
    expect(await call('GET', `/entries/not-a-uuid?min_position=${unreached}`)).toEqual({
      status: 404,
      body: { errors: ['Entry not found.'] },
    });
  });

  it('is not waited for when the caller may not read the route: the 403 comes at once', AT_ONCE, async () => {
    expect(await call('GET', `/users?min_position=${unreached}`)).toMatchObject({ status: 403 });
  });

  it('past the head of the log was never returned by a command: 422 at once', AT_ONCE, async () => {
    for (const position of [unreached + 1_000_000, 999_999_999_999_999_999n])
      expect(await call('GET', `${chart}&min_position=${position}`)).toEqual({ status: 422, body: { errors: [NOT_A_POSITION] } });
  });

  it('still shows a write to the request that names its position', async () => {
    projector = await startInProcessProjector(database.url);
    const logged = await logDay('2026-11-21');
    const shown = await call('GET', `/entries/${logged.data.id}?min_position=${logged.meta.position}`);
    expect(shown).toMatchObject({ status: 200, body: { data: { id: logged.data.id, exercise_steps: 4321 } } });
    expect(shown.body.meta).not.toHaveProperty('stale');
  });
});
