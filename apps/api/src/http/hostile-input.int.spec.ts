import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { NO_NUL } from './input-guards.js';
import { documentedOperations, type Operation } from './openapi-operations.spec.js';
import { routePath, UNKNOWN_ID, useApiHarness } from '../testing/api-harness.spec.js';

/**
 * "No request from a client ever produces a 500": every operation of the app's own OpenAPI
 * document (so a new route is covered without editing this file), signed in as a master (who may
 * call nearly all of them), sent malformed path ids, query values, raw bodies, and bodies with
 * each documented field of the wrong type or out of range.
 */

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

const harness = useApiHarness(new Date('2026-11-22T15:00:00Z'));
let operations: Operation[];

beforeAll(async () => {
  operations = await documentedOperations(harness);
});

/** Requests in flight at once in the sweep: enough to hide latency, few enough for a shared machine. */
const POOL = 6;

let signingIn: Promise<unknown> = Promise.resolve();

/**
 * The master signed in, one sign-in at a time (a sign-in appends to the master's stream: two at
 * once conflict), again after a 409 from a hostile request changing the master at that moment.
 */
function signInMaster(): Promise<string> {
  const attempt = async (left: number): Promise<string> => {
    try {
      return await harness.signIn(demoEmail('master'));
    } catch (error) {
      if (left === 0) throw error;
      return attempt(left - 1);
    }
  };
  const token = signingIn.then(() => attempt(3));
  signingIn = token.catch(() => undefined);
  return token;
}

/**
 * A master's session per sweep worker, signed in again only when a reply is 401 and the session
 * is gone (a sign-out route ended it): the worker then sends that attempt again.
 */
class Session {
  private token = '';

  async get(): Promise<string> {
    this.token ||= await signInMaster();
    return this.token;
  }

  /** True when the session was ended (and is now renewed). */
  async renewedIfEnded(): Promise<boolean> {
    if ((await harness.call('GET', '/users/me', { token: this.token })).status === 200) return false;
    this.token = await signInMaster();
    return true;
  }
}

const shared = new Session();
const session = () => shared.get();

/** The path with its ids filled in: site ids name the master's own site, so the call goes past tenancy. */
const concrete = (operation: Operation, override?: { name: string; value: string }) => routePath(operation.path, DEMO_SITE_ID, override);

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
    // Then (beforeAll read them) the document's operations include those of entries, with their fields
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
    // Given the master's session
    const token = await session();
    const entry = { recorded_on: '2026-11-20', exercise_steps: 100, entry_exercise_activities: [{ value: 'a\u0000' }] };

    // When a NUL, an over-long address and a broken escape are sent
    const { reply, appended } = await harness.when(async () => [
      await harness.call('GET', '/users/search?query=a%00b', { token }),
      await harness.call('POST', '/entries', { token, body: entry }),
      await harness.call('GET', `/entries/${'x'.repeat(300)}`, { token }),
      await harness.call('GET', '/entries/%E0%A4%A', { token }),
    ]);

    // Then each is refused in plain words, and nothing is appended
    expect(reply).toMatchObject([
      { status: 400, body: { errors: [NO_NUL] } },
      { status: 422, body: { errors: [NO_NUL] } },
      { status: 414, body: { errors: ['This address is too long.'] } },
      { status: 400, body: { errors: ['This address is not valid.'] } },
    ]);
    expect(appended).toBe(0);
  });

  it('answers a malformed session cookie or Authorization header as no session at all', async () => {
    // Given session headers that cannot be one
    const malformed: Record<string, string>[] = [
      { cookie: 'wellway_session=%E0%A4%A' },
      { cookie: `wellway_session=${'x'.repeat(8_000)}` },
      { authorization: 'x'.repeat(8_000) },
      { authorization: 'Bearer %00' },
    ];
    for (const headers of malformed) {
      // When each is sent, then it is read as no session
      expect(await harness.call('GET', '/users/me', { headers }), JSON.stringify(headers).slice(0, 60)).toMatchObject({
        status: 401,
        body: { errors: ['Please log in.'] },
      });
    }
  });

  // Four shards of the operations (every 4th from the first, the second, …), a short test each.
  for (const shard of [0, 1, 2, 3])
    it(`answers every malformed request with a 4xx that says why (or success), never a 500 (operations ${shard + 1} of 4)`, async () => {
      // When every operation of the shard is sent every malformed variant of its path, query and body, a few at once
      const queue = operations
        .filter((operation) => !operation.path.startsWith('/api/docs') && operation.path !== '/api/openapi.json')
        .filter((_, index) => index % SHARDS === shard)
        .flatMap((operation) => attempts(operation).map((attempt) => ({ operation, attempt })));
      const before = sent;
      const failures = await sweep(queue);

      // Then each answer is a success or a 4xx with a reason
      expect(sent - before).toBeGreaterThan(200);
      expect(failures).toEqual([]);
    });

  it('sent more than a thousand malformed requests in all', () => {
    // Then (the shards above ran) the sweep was a real one
    expect(sent).toBeGreaterThan(1_000);
  });
});

const SHARDS = 4;
let sent = 0;

/** Sends the attempts with POOL workers (a session each); answers the replies that were neither success nor an explained 4xx. */
async function sweep(queue: { operation: Operation; attempt: Attempt }[]): Promise<string[]> {
  const failures: string[] = [];
  const worker = async () => {
    const own = new Session();
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { operation, attempt } = next;
      const send = async () =>
        harness.call(operation.method, attempt.path, { token: await own.get(), body: attempt.body, raw: attempt.raw });
      let reply = await send();
      if (reply.status === 401 && (await own.renewedIfEnded())) reply = await send();
      sent += 1;
      const explained = reply.status < 400 || (reply.status < 500 && typeof reply.body.errors?.[0] === 'string');
      if (!explained)
        failures.push(`${operation.method} ${operation.path} [${attempt.label}] → ${reply.status} ${JSON.stringify(reply.body)}`);
    }
  };
  await Promise.all(Array.from({ length: POOL }, worker));
  return failures;
}
