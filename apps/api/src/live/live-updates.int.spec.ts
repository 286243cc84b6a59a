import { createClient, type Client } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoEmail } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';

/** graphql-ws at /api/graphql: a signed-in user hears of read-model changes that concern them. */

interface Update {
  readonly kind: string;
  readonly position: string | null;
}

const harness = useApiHarness(new Date('2026-11-22T15:00:00Z'));
const clients: Client[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

/** Given: a graphql-ws client, signed in by connection parameters or by cookie (or not at all). */
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

/** When: the client subscribes; every update it delivers, and a wait for the first one that matches. */
function subscribe(client: Client, query = 'subscription { updates { kind position } }') {
  const seen: Update[] = [];
  const waiters: { match: (update: Update) => boolean; resolve: (update: Update) => void }[] = [];
  client.subscribe<{ updates: Update }>(
    { query },
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

/** Then: the close code, once the server closes the socket (a CloseEvent; graphql-ws types it unknown). */
function closed(client: Client): Promise<number> {
  return new Promise((resolve) =>
    client.on('closed', (event) => resolve(typeof event === 'object' && event !== null && 'code' in event ? Number(event.code) : NaN)),
  );
}

/** A day logged by `token`'s user; the position of its event. */
async function logDay(token: string, day: string): Promise<bigint> {
  const reply = await harness.call('POST', '/entries', { token, body: { recorded_on: day, exercise_steps: 4_000 } });
  expect(reply.status).toBe(201);
  return BigInt(reply.body.meta?.position);
}

// Given (beforeAll): the demo site, its participant (Anna here) and its coordinator.
describe('live updates', () => {
  it('tells a participant their own entries and stats changed, and only theirs', async () => {
    // Given Anna and the coordinator subscribed
    const [anna, coordinator] = [await harness.signIn(demoEmail('participant')), await harness.signIn(demoEmail('coordinator'))];
    const annas = subscribe(connect({ authorization: anna }));
    const theirs = subscribe(connect({ authorization: coordinator }));
    // Connected and subscribed once a change of their own reaches each of them.
    const warmUp = await logDay(coordinator, '2026-11-18');
    await theirs.next((u) => u.kind === 'entries' && BigInt(u.position ?? -1) >= warmUp);

    // When each logs a day
    const annasEntry = await logDay(anna, '2026-11-19');
    const theirEntry = await logDay(coordinator, '2026-11-20');

    // Then Anna hears of her entries and stats, and the coordinator of theirs only

    const entries = await annas.next((u) => u.kind === 'entries');
    expect(BigInt(entries.position ?? -1)).toBeGreaterThanOrEqual(annasEntry);
    await annas.next((u) => u.kind === 'stats' && BigInt(u.position ?? -1) >= annasEntry);
    const first = await theirs.next((u) => u.kind === 'entries' && BigInt(u.position ?? -1) > warmUp);
    expect(BigInt(first.position ?? -1)).toBeGreaterThanOrEqual(theirEntry); // Anna's entry, in between, was not theirs
  });

  it('accepts the session cookie instead of connection parameters', async () => {
    // Given a participant subscribed with the session cookie
    const token = await harness.signIn(demoEmail('participant'));
    const updates = subscribe(connect({ cookie: `wellway_session=${encodeURIComponent(token)}` }));

    // When they log a day
    const position = await logDay(token, '2026-11-17');

    // Then they hear of it

    expect(
      BigInt((await updates.next((u) => u.kind === 'entries' && BigInt(u.position ?? -1) >= position)).position ?? -1),
    ).toBeGreaterThanOrEqual(position);
  });

  it('answers each socket with the fields it asked for, when one batch reaches sockets with different documents', async () => {
    // Given one participant subscribed twice: once for kinds alone, once for kinds and positions
    const token = await harness.signIn(demoEmail('participant'));
    const kinds = subscribe(connect({ authorization: token }), 'subscription { updates { kind } }');
    const full = subscribe(connect({ authorization: token }));
    const warmUp = await logDay(token, '2026-11-14');
    await full.next((u) => u.kind === 'entries' && BigInt(u.position ?? -1) >= warmUp);
    await kinds.next((u) => u.kind === 'entries');

    // When they log a day
    const position = await logDay(token, '2026-11-15');

    // Then both hear of it, each in the shape it asked for
    await full.next((u) => u.kind === 'entries' && BigInt(u.position ?? -1) >= position);
    expect(kinds.seen.every((u) => Object.keys(u).join() === 'kind')).toBe(true);
    expect(full.seen.every((u) => Object.keys(u).join() === 'kind,position')).toBe(true);
  });

  it.each([
    ['no session', {}],
    ['an unknown token', { authorization: 'not-a-session' }],
    ['a cookie that does not decode', { cookie: 'wellway_session=%E0%A4%A' }],
  ])('closes the socket as forbidden for %s', async (_label, options) => {
    // Given a client with no valid session
    const client = connect(options);
    const code = closed(client);

    // When it subscribes
    subscribe(client);

    // Then the server closes the socket as forbidden

    expect(await code).toBe(4403);
  });
});
