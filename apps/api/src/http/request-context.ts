import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What every event appended during a request must know about who is really acting. */
export interface RequestContext {
  /** The master acting as the signed-in user (impersonation), else null. */
  impersonatorId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Each request runs in its own context; the session guard fills it in. */
export function installRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (_request, _reply, done) => storage.run({ impersonatorId: null }, done));
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
