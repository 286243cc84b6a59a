import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { pino, stdSerializers, stdTimeFunctions, type Logger } from 'pino';

/**
 * The API's log: JSON lines from pino, the same shape as the projector's and the workers'
 * (`time`, `level`, `process`, `message`, fields); LOG_LEVEL sets the level (default info).
 */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { process: 'api' },
    messageKey: 'message',
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: stdSerializers.err, error: stdSerializers.err },
  });
}

/** Nest's start-up chatter (modules, every route mapped) is debug: the start stays quiet. */
const BOOT_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** Nest's logger, written through pino. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    if (context && BOOT_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, stack?: string, context?: string): void {
    this.logger.error({ context, stack }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when well-formed, else a new UUID. It is written
 * back into the request's headers, so the correlation id of the events the request appends
 * (http/correlation-id.ts reads X-Request-Id) is the request id of its log lines.
 */
export function requestId(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const given = Array.isArray(header) ? header[0] : header;
  const id = given && REQUEST_ID.test(given) ? given : randomUUID();
  request.headers['x-request-id'] = id;
  return id;
}
