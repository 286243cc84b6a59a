/** Node's socket errors: the server is not there, or the connection to it broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs that say the server is away rather than that the request is wrong: connection
 * exceptions (class 08), shutdown and start-up (57P01-57P03), too many connections (53300).
 */
const SERVER_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);

/** Errors pg raises itself when its connection dies or cannot be made in time. */
const PG_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * Whether an error means "the database cannot be reached just now" (answered 503 with
 * Retry-After) rather than a fault in the request or the code (500). Follows `cause` and an
 * AggregateError's `errors` (Node reports a refused connection to every address that way).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}

/** One short line for the log: the code and message, never a stack. */
export function describeOutage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const inner = error instanceof AggregateError ? error.errors[0] : undefined;
  const message = error.message || (inner instanceof Error ? inner.message : '');
  return typeof code === 'string' ? `${code}: ${message}` : message;
}
