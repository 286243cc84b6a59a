import {
  applyDecorators,
  createParamDecorator,
  Inject,
  Injectable,
  SetMetadata,
  UnprocessableEntityException,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ApiQuery } from '@nestjs/swagger';
import { map, type Observable } from 'rxjs';
import type { EventStore } from '@wellway/event-store';
import type { PositionWaiter } from '@wellway/read-models';
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import { CONFIG, EVENT_STORE, POSITION_WAITER } from '../infrastructure/tokens.js';

export const READS_FROM = 'wellway:reads-from';
export const NOT_A_POSITION = 'min_position: must be a position returned by a command';

function minPositionOf(request: FastifyRequest): bigint | null {
  const raw = (request.query as Record<string, unknown> | undefined)?.min_position;
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{1,18}$/.test(raw)) throw new UnprocessableEntityException(NOT_A_POSITION);
  return BigInt(raw);
}

/** What the interceptor leaves on a request for the handler's wrapper: the wait, run once pipes passed. */
interface PendingRead {
  readonly wait: () => Promise<boolean>;
  stale: boolean;
}

const PENDING_READ = Symbol('wellway:pending-read');
type WithPendingRead = FastifyRequest & { [PENDING_READ]?: PendingRead };

/**
 * Read-your-writes: a query given `min_position` waits (bounded) until its read models reached it.
 * Nest runs guards, then interceptors, then pipes, then the handler; a request refused by a guard
 * or a pipe (no session, no permission, malformed input) must not wait, so this only prepares the
 * wait and the handler's wrapper (`ReadsFrom`) runs it once the pipes have passed. Position 0
 * never waits; a position past the log's head was never returned by a command: 422 at once.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(POSITION_WAITER) private readonly waiter: PositionWaiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const projections = this.reflector.get<string[] | undefined>(READS_FROM, context.getHandler());
    const request = context.switchToHttp().getRequest<WithPendingRead>();
    const position = projections ? minPositionOf(request) : null;
    if (!projections || position === null || position === 0n) return next.handle();
    const pending: PendingRead = { wait: () => this.waitFor(projections, position), stale: false };
    request[PENDING_READ] = pending;
    return next.handle().pipe(map((body) => (pending.stale ? markStale(body) : body)));
  }

  private async waitFor(projections: readonly string[], position: bigint): Promise<boolean> {
    const head = await this.store.headPosition();
    if (head === null || position > head) throw new UnprocessableEntityException(NOT_A_POSITION);
    return this.waiter.waitFor(projections, position, this.config.readYourWritesTimeoutMs);
  }
}

/** The request, handed to the wrapper as one argument past the handler's own. */
const RequestForWait = createParamDecorator((_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest());

/**
 * Wraps a handler so it first runs the wait the interceptor prepared: Nest calls it after every
 * pipe, so this is the one point after validation and before the read. The request reaches it
 * as an extra last argument; metadata other decorators put on the handler moves to the wrapper.
 */
function waitBeforeHandler(): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as unknown as (...args: unknown[]) => unknown;
    const declared = Object.values(
      (Reflect.getMetadata(ROUTE_ARGS_METADATA, target.constructor, key) ?? {}) as Record<string, { index: number }>,
    );
    const requestIndex = Math.max(handler.length, ...declared.map((arg) => arg.index + 1));
    RequestForWait()(target, key, requestIndex);
    const wrapper = async function (this: unknown, ...args: unknown[]): Promise<unknown> {
      const pending = (args[requestIndex] as WithPendingRead | undefined)?.[PENDING_READ];
      if (pending) pending.stale = !(await pending.wait());
      return handler.apply(this, args.slice(0, requestIndex));
    };
    for (const metadataKey of Reflect.getOwnMetadataKeys(handler))
      Reflect.defineMetadata(metadataKey, Reflect.getOwnMetadata(metadataKey, handler), wrapper);
    Object.defineProperty(wrapper, 'name', { value: handler.name });
    (descriptor as PropertyDescriptor).value = wrapper;
  };
}

/**
 * Names the projections a query reads, so `min_position` waits for exactly those. The interceptor
 * is bound here, to these routes only: a route without it (every command) skips Nest's interceptor
 * chain (rxjs and async-resource wrappers per request) altogether.
 */
export const ReadsFrom = (...projections: string[]) =>
  applyDecorators(
    waitBeforeHandler(),
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
