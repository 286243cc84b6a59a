import { stdSerializers } from 'pino';

/** Node's socket errors and PostgreSQL's "the server is away" SQLSTATEs (class 08, 57P01-57P03). */
const AWAY = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|57P0[123]|08[0-9A-Z]{3})$/;
const AWAY_MESSAGES = ['Connection terminated', 'connection error and is not queryable', 'timeout exceeded when trying to connect'];

/**
 * pino's error serializer, without the stack for an error that only says a server is away: an
 * outage is one fact, and every retry printing the same stack buries what matters.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  const away = (typeof code === 'string' && AWAY.test(code)) || AWAY_MESSAGES.some((text) => error.message.includes(text));
  return away ? { type: error.name, code, message: error.message } : stdSerializers.err(error);
}
