import type { Server } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';
import { buildSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Kysely } from 'kysely';
import { findSession, liveUpdateKinds, type Database, type PositionWaiter, type ProjectionProgress } from '@wellway/read-models';
import { hashToken, SESSION_COOKIE } from '../identity/session-token.js';
import { subscribeSharingResults } from './shared-execution.js';
import { Subscribers, type Listener } from './subscribers.js';

export const LIVE_PATH = '/api/graphql';

const schema = buildSchema(`
  type Update { kind: String!, position: String }
  type Query { ping: String }
  type Subscription { updates: Update! }
`);

interface Update {
  readonly kind: string;
  readonly position: string | null;
}

/** What a subscription's source yields: one object per batch, shared by every socket it reaches (see subscribeSharingResults). */
interface Payload {
  readonly updates: Update;
}

/** The session cookie as @fastify/cookie reads it on every other request (undecodable values stay raw). */
function cookieToken(header: string | undefined): string | null {
  return header ? (fastifyCookie.parse(header)[SESSION_COOKIE] ?? null) : null;
}

/** Yields one subscriber's updates until the socket closes. */
async function* updatesFor(listener: Listener, subscribers: Subscribers<Payload>, signal: AbortSignal): AsyncGenerator<Payload> {
  const queue: Payload[] = [];
  let wake: (() => void) | null = null;
  const off = subscribers.add({
    ...listener,
    push: (update) => {
      queue.push(update);
      wake?.();
    },
  });
  signal.addEventListener('abort', () => wake?.());
  try {
    while (!signal.aborted) {
      const next = queue.shift();
      if (next) yield next;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    off();
  }
}

/** One listener per process on the projections' progress, handing each batch to the subscribers it concerns. */
function fanOut(waiter: PositionWaiter, subscribers: Subscribers<Payload>): () => void {
  return waiter.onProgress((progress: ProjectionProgress) => {
    // Which screens a projection feeds: its capability's read-model manifest says (`liveKind`).
    const kind = liveUpdateKinds.get(progress.projection);
    if (!kind) return;
    const payload: Payload = { updates: { kind, position: progress.position } };
    for (const subscriber of subscribers.concernedBy(progress)) subscriber.push(payload);
  });
}

/** graphql-ws on the API's HTTP server, authenticated like every other request. */
export function startLiveUpdates(server: Server, db: Kysely<Database>, waiter: PositionWaiter, now: () => Date): () => Promise<void> {
  const sockets = new WebSocketServer({ server, path: LIVE_PATH });
  const subscribers = new Subscribers<Payload>();
  const stopFanOut = fanOut(waiter, subscribers);
  const disposable = useServer<{ authorization?: string }, Partial<Listener>>(
    {
      schema,
      subscribe: subscribeSharingResults(),
      onConnect: async (ctx) => {
        const token = ctx.connectionParams?.authorization ?? cookieToken(ctx.extra.request.headers.cookie);
        const session = token ? await findSession(db, hashToken(String(token)), now()) : null;
        if (!session) return false;
        Object.assign(ctx.extra as Partial<Listener>, { userId: session.user_id, siteId: session.site_id });
        return true;
      },
      roots: {
        subscription: {
          updates: (_args: unknown, context: { extra: Partial<Listener> }) => {
            const controller = new AbortController();
            const { userId = '', siteId = '' } = context.extra;
            const iterator = updatesFor({ userId, siteId }, subscribers, controller.signal);
            return Object.assign(iterator, {
              return: async () => {
                controller.abort();
                return { value: undefined, done: true as const };
              },
            });
          },
        },
      },
      context: (ctx) => ({ extra: ctx.extra }),
    },
    sockets,
  );
  return async () => {
    stopFanOut();
    await disposable.dispose();
    sockets.close();
  };
}
