import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { sendErrors } from './envelope.js';

/** PostgreSQL text (and jsonb) cannot hold U+0000: refused at the door, before any handler runs. */
export const NO_NUL = 'Text cannot contain the NUL character (U+0000).';
/** A lone UTF-16 surrogate (`"\udfff"` in JSON) is no character at all: refused like NUL. */
export const NOT_UNICODE = 'Text must be valid Unicode.';
export const RESTARTING = 'The service is restarting. Please try again.';
/** Seconds a client is told to wait (`Retry-After`) when the service is restarting or its database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const CROSS_ORIGIN = "This request came from another site's page and was refused.";
/** Methods that change nothing: any origin may send them (CORS still keeps their answers from other sites). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Addresses other sites post to by design: an identity provider's single sign-on form. */
const CROSS_SITE_POSTS = new Set(['/api/sso']);

/**
 * Whether a state-changing request comes from a page of the host it is sent to. Browsers send
 * Origin with every POST, PUT, PATCH and DELETE; a request without one (curl, the app's own
 * tests, a server) is not a browser's cross-site request. `null` (sandboxed frames, files) is
 * another origin.
 */
function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (SAFE_METHODS.has(request.method) || origin === undefined) return true;
  if (CROSS_SITE_POSTS.has(request.url.split('?')[0] ?? '')) return true;
  try {
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}

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

/** Errors Node's HTTP parser raises before Fastify sees a request (Fastify would answer its own body). */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The address or its headers are too long.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

/** Fastify's `clientErrorHandler` option: the answer written straight to the socket, in the envelope. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'This request is not valid.' };
  const body = JSON.stringify({ errors: [message] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** The Fastify options that keep errors answered before Nest's filter in the envelope. */
export const edgeOptions = {
  frameworkErrors,
  clientErrorHandler,
  // Fastify's own 503 while closing has its own body: installInputGuards answers it instead.
  return503OnClosing: false,
} satisfies FastifyServerOptions;

/**
 * Refuses a NUL character in the address (400), a state-changing request from another site's
 * page (403), a NUL or lone surrogate anywhere in a JSON body, keys included (422); once the
 * server has begun to close, answers 503 with `Retry-After`.
 */
export function installInputGuards(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (closing) void sendErrors(reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close'), 503, [RESTARTING]);
    else if (request.url.includes('%00')) void sendErrors(reply, 400, [NO_NUL]);
    else if (!fromOwnOrigin(request)) void sendErrors(reply, 403, [CROSS_ORIGIN]);
    else done();
  });
  fastify.addHook('preValidation', (request, reply, done) => {
    const refusal = request.body !== null && typeof request.body === 'object' ? unstorableText(request.body) : null;
    if (refusal) void sendErrors(reply, 422, [refusal]);
    else done();
  });
}

/** A lone high surrogate, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function refusalFor(text: string): string | null {
  if (text.includes('\0')) return NO_NUL;
  if (LONE_SURROGATE.test(text)) return NOT_UNICODE;
  return null;
}

/** Walks a parsed JSON value without recursion (a body may nest deeper than the call stack). */
function unstorableText(value: object): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const refusal = refusalFor(next);
      if (refusal) return refusal;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        const refusal = refusalFor(key);
        if (refusal) return refusal;
        pending.push(item);
      }
    }
  }
  return null;
}
