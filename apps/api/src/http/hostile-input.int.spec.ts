import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { NO_NUL } from './input-guards.js';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

/**
 * "No request from a client ever produces a 500": every operation of the app's own OpenAPI
 * document (so a new route is covered without editing this file), signed in as a master (who may
 * call nearly all of them), sent malformed path ids, query values, raw bodies, and bodies with
 * each documented field of the wrong type or out of range.
 */

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  readonly bodyFields: readonly string[] | null;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const BAD_PATH_VALUES = ['not-an-id', '-1', '1e400', 'x'.repeat(300), '%00', '%E0%A4%A', UNKNOWN_ID];
const BAD_QUERY_VALUES = ['', 'abc', '-1', '1e309', '99999999999999999999', '2026-02-30', '%00'];
const BAD_FIELD_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  '',
  'x'.repeat(10_000),
  '2026-02-30',
  'a\u0000b',
  {},
  [],
  [{}],
  { $gt: '' },
  { 'k\u0000': 1 },
];
const RAW_BODIES = [
  '{',
  '[]',
  'null',
  '"text"',
  '123',
  '{"__proto__":{"role":"master"}}',
  '{"a":'.repeat(500),
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
];

let harness: ApiHarness;
let operations: Operation[];
let token = '';

beforeAll(async () => {
  harness = await startApiHarness(new Date('2026-11-22T15:00:00Z'));
  const document = (await harness.json<OpenApi>('/openapi.json')).body;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyFields: operation.requestBody ? Object.keys(Object.values(operation.requestBody.content)[0]?.schema?.properties ?? {}) : null,
    })),
  );
});

afterAll(async () => {
  await harness?.stop();
});

/** The master's session, signed in again when a request ended it (sign-out, say). */
async function session(): Promise<string> {
  if (token && (await harness.call('GET', '/users/me', { token })).status === 200) return token;
  token = await harness.signIn(demoEmail('master'));
  return token;
}

/** The path with its ids filled in: site ids name the master's own site, so the call goes past tenancy. */
function concrete(operation: Operation, override?: { name: string; value: string }): string {
  return operation.path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    if (override?.name === name) return override.value;
    return /^site_?[iI]d$/.test(name) ? DEMO_SITE_ID : UNKNOWN_ID;
  });
}

interface Attempt {
  readonly label: string;
  readonly path: string;
  readonly body?: unknown;
  readonly raw?: string;
}

function attempts(operation: Operation): Attempt[] {
  const list: Attempt[] = [];
  for (const name of operation.pathParams) {
    for (const value of BAD_PATH_VALUES)
      list.push({ label: `path ${name}=${value.slice(0, 20)}`, path: concrete(operation, { name, value }) });
  }
  const path = concrete(operation);
  for (const name of operation.queryParams) {
    for (const value of BAD_QUERY_VALUES) list.push({ label: `query ${name}=${value}`, path: `${path}?${name}=${value}` });
    list.push({ label: `query ${name} twice`, path: `${path}?${name}=1&${name}=2` });
  }
  if (operation.bodyFields) {
    for (const raw of RAW_BODIES) list.push({ label: `raw body ${raw.slice(0, 20)}`, path, raw });
    for (const field of operation.bodyFields) {
      for (const value of BAD_FIELD_VALUES)
        list.push({ label: `${field}=${JSON.stringify(value).slice(0, 20)}`, path, body: { [field]: value } });
    }
  }
  return list;
}

describe('hostile input', () => {
  it('reads every operation, its parameters and its body fields, from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/entries',
        bodyFields: expect.arrayContaining(['recorded_on', 'exercise_steps', 'entry_exercise_activities']),
      }),
    );
    expect(operations).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/entries/chart', queryParams: expect.arrayContaining(['from_date', 'to_date']) }),
    );
  });

  it('refuses a NUL character in the address or the body, and an over-long address, in plain words', async () => {
    const token = await session();
    const events = await harness.eventCount();

    expect(await harness.call('GET', '/users/search?query=a%00b', { token })).toMatchObject({ status: 400, body: { errors: [NO_NUL] } });
    const entry = { recorded_on: '2026-11-20', exercise_steps: 100, entry_exercise_activities: [{ value: 'a\u0000' }] };
    expect(await harness.call('POST', '/entries', { token, body: entry })).toMatchObject({ status: 422, body: { errors: [NO_NUL] } });
    expect(await harness.call('GET', `/entries/${'x'.repeat(300)}`, { token })).toMatchObject({
      status: 414,
      body: { errors: ['This address is too long.'] },
    });
    expect(await harness.call('GET', '/entries/%E0%A4%A', { token })).toMatchObject({
      status: 400,
      body: { errors: ['This address is not valid.'] },
    });
    expect(await harness.eventCount()).toBe(events);
  });

  it('answers a malformed session cookie or Authorization header as no session at all', async () => {
    const malformed: Record<string, string>[] = [
      { cookie: 'wellway_session=%E0%A4%A' },
      { cookie: `wellway_session=${'x'.repeat(8_000)}` },
      { authorization: 'x'.repeat(8_000) },
      { authorization: 'Bearer %00' },
    ];
    for (const headers of malformed) {
      expect(await harness.call('GET', '/users/me', { headers }), JSON.stringify(headers).slice(0, 60)).toMatchObject({
        status: 401,
        body: { errors: ['Please log in.'] },
      });
    }
  });

  it('answers every malformed request with a 4xx that says why (or success), never a 500', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      if (operation.path.startsWith('/api/docs') || operation.path === '/api/openapi.json') continue;
      for (const attempt of attempts(operation)) {
        const reply = await harness.call(operation.method, attempt.path, { token: await session(), body: attempt.body, raw: attempt.raw });
        sent += 1;
        const explained = reply.status < 400 || (reply.status < 500 && typeof reply.body.errors?.[0] === 'string');
        if (!explained)
          failures.push(`${operation.method} ${operation.path} [${attempt.label}] → ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }

    expect(sent).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  });
});
