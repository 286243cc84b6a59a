import { Catch, HttpException, Inject, Logger, Optional, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { DomainError } from '@wellway/domain';
import { ConcurrencyConflictError, SubjectErasedError, WrongExpectedRevisionError } from '@wellway/event-store';
import { DatabaseAvailability } from '../health/database-availability.js';
import { isDatabaseUnavailable } from '../health/outage.js';
import { NO_NUL, RETRY_AFTER_SECONDS } from './input-guards.js';
import { sendErrors } from './envelope.js';

interface Rendered {
  readonly status: number;
  readonly errors: readonly string[];
}

const CONFLICT = 'Someone else changed this at the same time. Reload and try again.';
/** A command about a person whose personal data was erased (docs/personal-data.md): nothing of theirs can be written. */
export const ERASED = 'This person has been erased.';
export const DATABASE_AWAY = 'The service is briefly unavailable. Please try again in a few seconds.';

/** Text PostgreSQL cannot store (U+0000): the input guards refuse it first; this is the safety net. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function fromHttpException(error: HttpException): Rendered {
  const body = error.getResponse();
  if (typeof body === 'string') return { status: error.getStatus(), errors: [body] };
  const message = (body as { message?: unknown }).message;
  const errors = Array.isArray(message) ? message.map(String) : [String(message ?? error.message)];
  return { status: error.getStatus(), errors };
}

/**
 * Fastify's body-parsing errors reach Nest's filter re-wrapped as a bare HttpException carrying
 * only Fastify's message, so they are recognised by that message and said plainly.
 */
const fastifyMessages = new Map<string, string>([
  [new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY().message, 'The request body is not valid JSON.'],
  [new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY().message, 'The request body is not valid JSON.'],
  [new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE().message, 'The request body is too large.'],
  [new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE().message, 'Send the request body as application/json.'],
]);

function fromFastifyError(error: unknown): Rendered | null {
  const status = (error as { statusCode?: unknown; status?: unknown } | null)?.statusCode ?? (error as { status?: unknown }).status;
  const plain = error instanceof Error ? fastifyMessages.get(error.message) : undefined;
  return plain && typeof status === 'number' ? { status, errors: [plain] } : null;
}

export function render(error: unknown): Rendered {
  if (error instanceof DomainError) return { status: error.status, errors: [error.message] };
  if (error instanceof ConcurrencyConflictError || error instanceof WrongExpectedRevisionError) return { status: 409, errors: [CONFLICT] };
  if (error instanceof SubjectErasedError) return { status: 404, errors: [ERASED] };
  if (error instanceof pg.DatabaseError && error.code && UNSTORABLE_TEXT.has(error.code)) return { status: 422, errors: [NO_NUL] };
  if (isDatabaseUnavailable(error)) return { status: 503, errors: [DATABASE_AWAY] };
  const fastifyError = fromFastifyError(error);
  if (fastifyError) return fastifyError;
  if (error instanceof HttpException) return fromHttpException(error);
  return { status: 500, errors: ['Something went wrong on our side. Please try again.'] };
}

/**
 * Renders every error in the spec's envelope: `{ errors: [...] }`. A database that cannot be
 * reached answers 503 with `Retry-After` and is logged once per outage (DatabaseAvailability),
 * not once per request; only a fault of our own (500) logs its stack.
 */
@Catch()
export class ErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(@Optional() @Inject(DatabaseAvailability) private readonly availability?: DatabaseAvailability) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const rendered = render(error);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (rendered.errors[0] === DATABASE_AWAY) this.availability?.lost(error);
    else if (rendered.status === 500) this.logUnexpected(error, host.switchToHttp().getRequest<FastifyRequest>());
    if (rendered.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void sendErrors(reply, rendered.status, rendered.errors);
  }

  /** With the request's id (its log), else through Nest's logger (an error outside a request). */
  private logUnexpected(error: unknown, request: FastifyRequest | undefined): void {
    if (request?.log) request.log.error({ err: error }, 'unexpected error');
    else this.logger.error(error instanceof Error ? error.stack : String(error));
  }
}
