import { stdSerializers } from 'pino';
import type { Logger } from './logger.js';

/** Node's socket errors and PostgreSQL's "the server is away" SQLSTATEs (class 08, 57P01-57P03). */
const AWAY = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|57P0[123]|08[0-9A-Z]{3})$/;
const AWAY_MESSAGES = ['Connection terminated', 'connection error and is not queryable', 'timeout exceeded when trying to connect'];

/**
 * pino's error serializer, without the stack for an error that only says a server is away: an
 * outage is one fact, and every retry printing the same stack buries what matters.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return isServerAway(error)
    ? { type: error.name, code: (error as { code?: unknown }).code, message: error.message }
    : stdSerializers.err(error);
}

/**
 * An error's message without the e-mail addresses in it (an SMTP server's "550 <someone@example.com>:
 * recipient rejected"): a log line or a stored failure carries ids, never personal data
 * (docs/personal-data.md).
 */
export const withoutAddresses = (message: string): string => message.replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, '[address]');

/** Whether an error only says that a server is away (a socket error, PostgreSQL shutting down or unreachable). */
export function isServerAway(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if ((typeof code === 'string' && AWAY.test(code)) || AWAY_MESSAGES.some((text) => error.message.includes(text))) return true;
  return error instanceof AggregateError ? error.errors.some(isServerAway) : error.cause !== undefined && isServerAway(error.cause);
}

/**
 * One line per state change of the database, as the API logs it: the first failure that says the
 * database is away logs "unreachable", later ones during the outage log nothing, and the first
 * success after it logs "reachable again". Each projection retrying on its own would otherwise
 * print a line per projection per attempt for as long as the outage lasts.
 */
export class OutageLog {
  #downSince: number | null = null;

  constructor(
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
    private readonly meanwhile: string,
  ) {}

  /** True when the error said the database is away (and was logged, once per outage); the caller logs any other error itself. */
  failed(error: unknown): boolean {
    if (!isServerAway(error)) return false;
    if (this.#downSince === null) {
      this.#downSince = Date.now();
      const { code, message } = error as { code?: unknown; message: string };
      this.logger.warn(`database unreachable (${typeof code === 'string' ? `${code}: ` : ''}${message}): ${this.meanwhile}`);
    }
    return true;
  }

  /** Called after anything that needed the database worked. */
  succeeded(): void {
    if (this.#downSince === null) return;
    const seconds = ((Date.now() - this.#downSince) / 1000).toFixed(1);
    this.#downSince = null;
    this.logger.info(`database reachable again after ${seconds} s`);
  }
}
