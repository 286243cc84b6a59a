import {
  applyDecorators,
  Inject,
  Injectable,
  SetMetadata,
  UnprocessableEntityException,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiQuery } from '@nestjs/swagger';
import { from, map, mergeMap, type Observable } from 'rxjs';
import type { EventStore } from '@wellway/event-store';
import type { PositionWaiter } from '@wellway/read-models';
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import { CONFIG, POSITION_WAITER } from '../infrastructure/tokens.js';

export const READS_FROM = 'wellway:reads-from';

function minPositionOf(request: FastifyRequest): bigint | null {
  const raw = (request.query as Record<string, unknown> | undefined)?.min_position;
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{1,18}$/.test(raw))
    throw new UnprocessableEntityException('min_position: must be a position returned by a command');
  return BigInt(raw);
}

/** Read-your-writes: a query given `min_position` waits (bounded) until its read models reached it. */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(POSITION_WAITER) private readonly waiter: PositionWaiter,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const projections = this.reflector.get<string[] | undefined>(READS_FROM, context.getHandler());
    if (!projections) return next.handle();
    const position = minPositionOf(context.switchToHttp().getRequest<FastifyRequest>());
    if (position === null) return next.handle();
    return from(this.waiter.waitFor(projections, position, this.config.readYourWritesTimeoutMs)).pipe(
      mergeMap((reached) => next.handle().pipe(map((body) => (reached ? body : markStale(body))))),
    );
  }
}

/**
 * Names the projections a query reads, so `min_position` waits for exactly those. The interceptor
 * is bound here, to these routes only: a route without it (every command) skips Nest's interceptor
 * chain (rxjs and async-resource wrappers per request) altogether.
 */
export const ReadsFrom = (...projections: string[]) =>
  applyDecorators(
    SetMetadata(READS_FROM, projections),
    UseInterceptors(ReadYourWritesInterceptor),
    ApiQuery({
      name: 'min_position',
      required: false,
      description: `Read-your-writes: wait (bounded) until the read models behind this route (${projections.join(', ')}) reached this position, a command's \`meta.position\`.`,
      schema: { type: 'string', pattern: '^\\d{1,18}$' },
    }),
  );

function markStale(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const envelope = body as { meta?: Record<string, unknown> };
  return { ...envelope, meta: { ...envelope.meta, stale: true } };
}

/**
 * For a command that decides on facts it looks up in read models (a key not yet taken, content
 * that exists): waits until those read models hold every event committed so far, so a fact
 * written a moment ago by another request is seen. Bounded: past the timeout it goes on as is.
 */
export async function waitForCommittedEvents(
  waiter: PositionWaiter,
  store: EventStore,
  projections: readonly string[],
  timeoutMs: number,
): Promise<void> {
  const head = await store.headPosition();
  if (head !== null) await waiter.waitFor(projections, head, timeoutMs);
}
