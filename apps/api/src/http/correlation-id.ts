import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** A caller-supplied X-Request-Id ties the request to its events; otherwise a fresh one. */
export function correlationIdOf(request: FastifyRequest): string {
  const header = request.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w-]{8,64}$/.test(value) ? value : randomUUID();
}

/** The request's correlation id as a handler's parameter: `@CorrelationId() correlationId: string`. */
export const CorrelationId = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  correlationIdOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
