import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { ApiHarness } from './api-harness.spec.js';

/** Test support (not a test file): a live update as a socket hears it. */
export interface LiveUpdate {
  readonly kind: string;
  readonly position: string | null;
}

export interface LiveListener {
  readonly seen: LiveUpdate[];
  next(match: (update: LiveUpdate) => boolean): Promise<LiveUpdate>;
}

/**
 * Real graphql-ws clients on the harness's API, each signed in with a session token; `dispose` closes them all.
 * `ready` resolves once a socket is subscribed: a step entry of its own person (on `day`) has reached it.
 */
export function liveClients(harness: ApiHarness) {
  const clients: Client[] = [];
  function listen(authorization: string): LiveListener {
    const client = createClient({
      url: `${harness.base.replace(/^http/, 'ws')}/api/graphql`,
      retryAttempts: 0,
      lazy: false,
      connectionParams: { authorization },
      webSocketImpl: WebSocket,
    });
    clients.push(client);
    const seen: LiveUpdate[] = [];
    const waiters: { match: (update: LiveUpdate) => boolean; resolve: (update: LiveUpdate) => void }[] = [];
    client.subscribe<{ updates: LiveUpdate }>(
      { query: 'subscription { updates { kind position } }' },
      {
        next: ({ data }) => {
          if (!data) return;
          seen.push(data.updates);
          for (const waiter of waiters.filter((w) => w.match(data.updates))) waiter.resolve(data.updates);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    return {
      seen,
      next: (match) =>
        new Promise<LiveUpdate>((resolve) => {
          const found = seen.find(match);
          if (found) resolve(found);
          else waiters.push({ match, resolve });
        }),
    };
  }
  async function ready(token: string, socket: LiveListener, day: string): Promise<void> {
    const reply = await harness.call('POST', '/entries', { token, body: { recorded_on: day, exercise_steps: 1_000 } });
    await socket.next((u) => u.kind === 'entries' && positionOf(u) >= BigInt(reply.body.meta?.position));
  }
  return { listen, ready, dispose: () => Promise.all(clients.map((client) => client.dispose())) };
}

export const positionOf = (update: LiveUpdate): bigint => BigInt(update.position ?? -1);
