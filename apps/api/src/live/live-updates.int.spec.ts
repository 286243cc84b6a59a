import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoEmail } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

/** graphql-ws at /api/graphql: a signed-in user hears of read-model changes that concern them. */

interface Update {
  readonly kind: string;
  readonly position: string | null;
}

let harness: ApiHarness;
const clients: Client[] = [];

beforeAll(async () => {
  harness = await startApiHarness(new Date('2026-11-22T15:00:00Z'));
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await harness?.stop();
});

function connect(options: { authorization?: string; cookie?: string }): Client {
  const url = `${harness.base.replace(/^http/, 'ws')}/api/graphql`;
  const client = createClient({
    url,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined, // the forbidden cases are expected; `closed` observes them
    connectionParams: options.authorization ? { authorization: options.authorization } : undefined,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: options.cookie ? { cookie: options.cookie } : {} });
      }
    },
  });
  clients.push(client);
  return client;
}

/** Every update the subscription delivers, and a wait for the first one that matches. */
function subscribe(client: Client) {
  const seen: Update[] = [];
  const waiters: { match: (update: Update) => boolean; resolve: (update: Update) => void }[] = [];
  client.subscribe<{ updates: Update }>(
    { query: 'subscription { updates { kind position } }' },
    {
      next: ({ data }) => {
        if (!data) return;
        seen.push(data.updates);
        for (const waiter of waiters.filter((w) => w.match(data.updates))) waiter.resolve(data.updates);
      },
      error: () => undefined, // a refused connection: `closed` tells

      complete: () => undefined,
    },
  );
  return {
    seen,
    next: (match: (update: Update) => boolean) =>
      new Promise<Update>((resolve) => {
        const found = seen.find(match);
        if (found) resolve(found);
        else waiters.push({ match, resolve });
      }),
  };
}

/** Resolves with the close code once the server closes the socket. */
function closed(client: Client): Promise<number> {
  return new Promise((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
}

async function logDay(token: string, day: string): Promise<bigint> {
  const reply = await harness.call('POST', '/entries', { token, body: { recorded_on: day, exercise_steps: 4_000 } });
  expect(reply.status).toBe(201);
  return BigInt(reply.body.meta?.position);
}

describe('live updates', () => {
  it('tells a participant their own entries and stats changed, and only theirs', async () => {
    const [anna, coordinator] = [await harness.signIn(demoEmail('participant')), await harness.signIn(demoEmail('coordinator'))];
    const annas = subscribe(connect({ authorization: anna }));
    const theirs = subscribe(connect({ authorization: coordinator }));
    // Connected and subscribed once a change of their own reaches each of them.
    const warmUp = await logDay(coordinator, '2026-11-18');
    await theirs.next((u) => u.kind === 'entries' && BigInt(u.position ?? -1) >= warmUp);

    const annasEntry = await logDay(anna, '2026-11-19');
    const theirEntry = await logDay(coordinator, '2026-11-20');

    const entries = await annas.next((u) => u.kind === 'entries');
    expect(BigInt(entries.position ?? -1)).toBeGreaterThanOrEqual(annasEntry);
    await annas.next((u) => u.kind === 'stats' && BigInt(u.position ?? -1) >= annasEntry);
    const first = await theirs.next((u) => u.kind === 'entries' && BigInt(u.position ?? -1) > warmUp);
    expect(BigInt(first.position ?? -1)).toBeGreaterThanOrEqual(theirEntry); // Anna's entry, in between, was not theirs
  });

  it('accepts the session cookie instead of connection parameters', async () => {
    const token = await harness.signIn(demoEmail('participant'));
    const updates = subscribe(connect({ cookie: `wellway_session=${encodeURIComponent(token)}` }));
    const position = await logDay(token, '2026-11-17');

    expect(
      BigInt((await updates.next((u) => u.kind === 'entries' && BigInt(u.position ?? -1) >= position)).position ?? -1),
    ).toBeGreaterThanOrEqual(position);
  });

  it.each([
    ['no session', {}],
    ['an unknown token', { authorization: 'not-a-session' }],
    ['a cookie that does not decode', { cookie: 'wellway_session=%E0%A4%A' }],
  ])('closes the socket as forbidden for %s', async (_label, options) => {
    const client = connect(options);
    const code = closed(client);
    subscribe(client);

    expect(await code).toBe(4403);
  });
});
