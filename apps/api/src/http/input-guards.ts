import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendErrors } from './envelope.js';

/** PostgreSQL text (and jsonb) cannot hold U+0000: refused at the door, before any handler runs. */
export const NO_NUL = 'Text cannot contain the NUL character (U+0000).';

/** Router errors (a malformed or over-long address) in the envelope, said plainly. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'This address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'This address is too long.' },
};

/** Fastify's `frameworkErrors` option: errors raised before a route is chosen never reach Nest's filter. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_ERRORS[error.code] ?? { status: 400, message: 'This request is not valid.' };
  void sendErrors(reply, known.status, [known.message]);
}

/** Refuses a NUL character in the address (400) or anywhere in a JSON body, keys included (422). */
export function installInputGuards(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.url.includes('%00')) void sendErrors(reply, 400, [NO_NUL]);
    else done();
  });
  fastify.addHook('preValidation', (request, reply, done) => {
    if (request.body !== null && typeof request.body === 'object' && holdsNul(request.body)) void sendErrors(reply, 422, [NO_NUL]);
    else done();
  });
}

/** Walks a parsed JSON value without recursion (a body may nest deeper than the call stack). */
function holdsNul(value: object): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
