import { Inject, Injectable, Logger, ServiceUnavailableException, type OnApplicationShutdown } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { Queue } from 'bullmq';
import { fastify, type FastifyInstance, type FastifyReply, type FastifyRequest, type LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import type { ApiConfig } from '../../config.js';
import { CONFIG, PG_POOL } from '../../infrastructure/tokens.js';
import { openQueueBackend, type QueueBackend } from './queue-backend.js';

export const QUEUES_PATH = '/api/admin/queues';
export const QUEUES_AWAY = 'The queue backend does not answer. Please try again in a few seconds.';
const NOT_FOUND = 'There is no such page of the queue dashboard.';

/** How long the list of queues is trusted before the backend is asked again (a new reactor's queue appears within it). */
const REFRESH_MS = 10_000;

/** Request headers the dashboard needs (content negotiation, caching); never the caller's cookies. */
const FORWARDED_REQUEST = ['accept', 'content-type', 'if-none-match', 'if-modified-since'];
/** Response headers passed back: what the page and its files are and how long they keep. */
const FORWARDED_RESPONSE = ['content-type', 'cache-control', 'etag', 'last-modified'];

interface Board {
  readonly backend: QueueBackend;
  readonly server: FastifyInstance;
  readonly queues: Map<string, Queue>;
  replaceQueues(adapters: BullMQAdapter[]): void;
  checkedAt: number;
}

/**
 * bull-board (its API and its React page) on a Fastify instance of its own that never listens:
 * the API's route forwards a master's request to it (`inject`) once Nest's session and permission
 * guards let it through, so the dashboard has no way in around them. It shows the queues the
 * workers opened, found in the backend itself, so a new reactor's queue needs no list here.
 */
@Injectable()
export class QueueDashboard implements OnApplicationShutdown {
  private readonly logger = new Logger('QueueDashboard');
  private board: Promise<Board> | null = null;
  /** Whether the last request found the backend away: one log line per change, not per request (the page polls). */
  private away = false;

  constructor(
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  /** Answers the request with the dashboard's page, file or API answer; 503 while the queue backend does not answer. */
  async forward(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const response = await this.answer(request);
    reply.status(response.statusCode).headers(pick(response.headers, FORWARDED_RESPONSE));
    await reply.send(response.rawPayload);
  }

  private async answer(request: FastifyRequest): Promise<LightMyRequestResponse> {
    let response: LightMyRequestResponse;
    try {
      const board = await this.open();
      await this.refresh(board);
      response = await board.server.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: pick(request.headers, FORWARDED_REQUEST),
        payload: request.body === undefined ? undefined : (request.body as string | object),
      });
    } catch (error) {
      return this.unavailable((error as Error).message);
    }
    if (response.statusCode >= 500)
      return this.unavailable(`${request.method} ${request.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (this.away) this.logger.log('queue dashboard: the queue backend answers again');
    this.away = false;
    return response;
  }

  private unavailable(why: string): never {
    if (!this.away) this.logger.warn(`queue dashboard: the queue backend does not answer (${why}); answering 503 until it does`);
    this.away = true;
    throw new ServiceUnavailableException(QUEUES_AWAY);
  }

  async onApplicationShutdown(): Promise<void> {
    const board = await this.board?.catch(() => null);
    if (!board) return;
    await board.server.close();
    await board.backend.close();
  }

  private open(): Promise<Board> {
    this.board ??= this.build().catch((error: unknown) => {
      this.board = null; // tried again with the next request
      throw error;
    });
    return this.board;
  }

  private async build(): Promise<Board> {
    const backend = await openQueueBackend({
      kind: this.config.queueBackend,
      redisUrl: this.config.redisUrl ?? 'redis://127.0.0.1:6379',
      databaseUrl: this.config.databaseUrl,
      pool: this.pool,
    });
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUES_PATH);
    const { replaceQueues } = createBullBoard({ queues: [], serverAdapter, options: { uiConfig: { boardTitle: 'Wellway jobs' } } });
    const server = fastify();
    server.setNotFoundHandler((_request, reply) => reply.status(404).send({ errors: [NOT_FOUND] }));
    await server.register(serverAdapter.registerPlugin(), { prefix: QUEUES_PATH });
    await server.ready();
    return { backend, server, queues: new Map(), replaceQueues, checkedAt: 0 };
  }

  /** Opens the queues that appeared since the last look and closes those gone. */
  private async refresh(board: Board): Promise<void> {
    if (Date.now() - board.checkedAt < REFRESH_MS) return;
    const names = new Set(await board.backend.queueNames());
    for (const [name, queue] of board.queues)
      if (!names.has(name)) {
        board.queues.delete(name);
        await queue.close().catch(() => undefined);
      }
    for (const name of names) if (!board.queues.has(name)) board.queues.set(name, board.backend.open(name));
    board.replaceQueues([...board.queues.values()].map((queue) => new BullMQAdapter(queue)));
    board.checkedAt = Date.now();
  }
}

function pick(headers: Record<string, string | string[] | number | undefined>, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string' || typeof value === 'number') picked[name] = String(value);
  }
  return picked;
}
