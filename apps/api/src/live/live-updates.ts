import type { Server } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';
import { buildSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Kysely } from 'kysely';
import { findSession, liveUpdateKinds, type Database, type PositionWaiter, type ProjectionProgress } from '@wellway/read-models';
import { hashToken, SESSION_COOKIE } from '../identity/session-token.js';

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

/** The session cookie as @fastify/cookie reads it on every other request (undecodable values stay raw). */
function cookieToken(header: string | undefined): string | null {
  return header ? (fastifyCookie.parse(header)[SESSION_COOKIE] ?? null) : null;
}

interface Listener {
  readonly userId: string;
  readonly siteId: string;
}

/** Whether a batch's progress concerns this listener: named, or (when none are named) on a named site or any. */
function concerns(progress: ProjectionProgress, { userId, siteId }: Listener): boolean {
  if (progress.userIds !== null) return progress.userIds.includes(userId);
  return progress.siteIds === undefined || progress.siteIds.includes(siteId);
}

/** Yields the updates that concern one user until the socket closes. */
async function* updatesFor({ userId, siteId }: Listener, waiter: PositionWaiter, signal: AbortSignal): AsyncGenerator<{ updates: Update }> {
  const queue: Update[] = [];
  let wake: (() => void) | null = null;
  const off = waiter.onProgress((progress: ProjectionProgress) => {
    // Which screens a projection feeds: its capability's read-model manifest says (`liveKind`).
    const kind = liveUpdateKinds.get(progress.projection);
    if (!kind || !concerns(progress, { userId, siteId })) return;
    queue.push({ kind, position: progress.position });
    wake?.();
  });
  signal.addEventListener('abort', () => wake?.());
  try {
    while (!signal.aborted) {
      const next = queue.shift();
      if (next) yield { updates: next };
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    off();
  }
}

/** graphql-ws on the API's HTTP server, authenticated like every other request. */
export function startLiveUpdates(server: Server, db: Kysely<Database>, waiter: PositionWaiter, now: () => Date): () => Promise<void> {
  const sockets = new WebSocketServer({ server, path: LIVE_PATH });
  const disposable = useServer<{ authorization?: string }, Partial<Listener>>(
    {
      schema,
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
            const iterator = updatesFor({ userId, siteId }, waiter, controller.signal);
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
    await disposable.dispose();
    sockets.close();
  };
}
