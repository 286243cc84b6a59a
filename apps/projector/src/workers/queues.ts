import { redisAnswers } from '@wellway/config';
import { createPostgresBackend, Queue, runMigrations, Worker, withBackend, type Processor, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { isServerAway } from '../log-errors.js';

export const BADGES_QUEUE = 'badges';

export type QueueKind = 'redis' | 'postgres';

/** Retries with backoff; finished jobs kept a day (dedupe window), failed ones a week for masters to see. */
export const defaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/** BullMQ on Redis when one answers, else on BullMQ 6's PostgreSQL backend (the embedded default). */
export interface Queues {
  readonly kind: QueueKind;
  /** False from a connection error until the backend answers again (readiness). */
  readonly available: boolean;
  /**
   * Calls `listener` each time a connection to the backend is made again: after an outage, or a
   * restart too quick to fail a command. A Redis that restarted may have lost its data (the
   * reconciler's cue).
   */
  onReconnect(listener: () => void): void;
  queue<T>(name: string): Queue<T>;
  worker<T>(name: string, processor: Processor<T>, options?: Partial<WorkerOptions>): Worker<T>;
  close(): Promise<void>;
}

export interface QueuesOptions {
  /** QUEUE_BACKEND: use this backend; absent: Redis if one answers at `redisUrl`, else PostgreSQL. */
  readonly backend?: QueueKind;
  readonly redisUrl?: string;
  readonly databaseUrl: string;
  readonly prefix?: string;
  /** One line per change of the backend's state (lost / back); none per failed command. */
  readonly log?: (line: string) => void;
}

/**
 * Whether the queue backend answers, from its connections' events. Every queue and worker (and
 * Redis connection) reports here: an 'error' event with no listener would end the process, and
 * one line per failed command would flood the log while Redis restarts.
 */
class BackendState {
  available = true;
  private since = 0;
  readonly listeners: (() => void)[] = [];

  constructor(
    private readonly kind: QueueKind,
    private readonly log: (line: string) => void,
  ) {}

  lost = (error: Error): void => {
    if (!this.available) return;
    this.available = false;
    this.since = Date.now();
    this.log(`queue backend (${this.kind}) unreachable (${error.message || error.name}); jobs wait until it is back`);
  };

  back = (): void => {
    if (this.available) return;
    this.available = true;
    this.log(`queue backend (${this.kind}) reachable again after ${((Date.now() - this.since) / 1000).toFixed(1)} s`);
    this.reconnected();
  };

  reconnected = (): void => {
    for (const listener of this.listeners) listener();
  };

  /**
   * A Redis queue's or worker's 'error': the connection's own events say whether Redis answers, so
   * only a connection error means lost. Others are about one job, e.g. "Missing key for job …"
   * when Redis lost the data of a job in flight (the outbox has it): one line each.
   */
  redisError = (error: Error): void => {
    if (isConnectionError(error)) this.lost(error);
    else this.log(`queue backend (${this.kind}): ${error.message}`);
  };
}

/** A server-away error (log-errors' list), or ioredis saying its connection is closed or failed. */
const isConnectionError = (error: Error): boolean => isServerAway(error) || /connection is closed|connect/i.test(error.message);

function redisQueues(url: string, prefix: string, state: BackendState): Queues {
  const connection = () => {
    // Commands wait while Redis is away (maxRetriesPerRequest: null) and go out on reconnect.
    const redis = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, 2000) });
    redis.on('error', state.lost);
    let connected = false;
    redis.on('ready', () => {
      // A restart can be quick enough that no command fails: 'ready' again is the only sign.
      if (connected && state.available) state.reconnected();
      connected = true;
      state.back();
    });
    return redis;
  };
  const opened: { close(): Promise<void> }[] = [];
  return {
    kind: 'redis',
    get available() {
      return state.available;
    },
    onReconnect: (listener) => void state.listeners.push(listener),
    queue: <T>(name: string) => {
      const queue = new Queue<T>(name, { connection: connection(), prefix, defaultJobOptions });
      queue.on('error', state.redisError);
      opened.push(queue);
      return queue;
    },
    worker: <T>(name: string, processor: Processor<T>, options: Partial<WorkerOptions> = {}) => {
      const worker = new Worker<T>(name, processor, { ...options, connection: connection(), prefix });
      worker.on('error', state.redisError);
      opened.push(worker);
      return worker;
    },
    close: async () => void (await Promise.all(opened.map((item) => item.close()))),
  };
}

async function postgresQueues(databaseUrl: string, schema: string, state: BackendState): Promise<Queues> {
  const migrator = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  migrator.on('error', () => undefined);
  try {
    await runMigrations(migrator, schema);
  } finally {
    await migrator.end();
  }
  const backend = withBackend(createPostgresBackend);
  // The config form (not a pool) is what lets BullMQ pin its own schema.
  const connection = { connectionString: databaseUrl, schema, max: 5 };
  const opened: { close(): Promise<void> }[] = [];
  return {
    kind: 'postgres',
    get available() {
      return state.available;
    },
    onReconnect: (listener) => void state.listeners.push(listener),
    queue: <T>(name: string) => {
      const queue = new backend.Queue<T>(name, { connection, defaultJobOptions }) as unknown as Queue<T>;
      queue.on('error', state.lost);
      opened.push(queue);
      return queue;
    },
    worker: <T>(name: string, processor: Processor<T>, options: Partial<WorkerOptions> = {}) => {
      const worker = new backend.Worker<T>(name, processor as never, { ...options, connection }) as unknown as Worker<T>;
      worker.on('error', state.lost);
      // The PostgreSQL backend has no 'ready' event: a job done means it answers again.
      worker.on('completed', state.back);
      opened.push(worker);
      return worker;
    },
    close: async () => void (await Promise.all(opened.map((item) => item.close()))),
  };
}

export async function openQueues(options: QueuesOptions): Promise<Queues> {
  const prefix = options.prefix ?? 'wellway';
  const log = options.log ?? ((line: string) => console.warn(line));
  const kind = options.backend ?? (options.redisUrl && (await redisAnswers(options.redisUrl)) ? 'redis' : 'postgres');
  if (kind === 'redis') {
    if (!options.redisUrl) throw new Error('QUEUE_BACKEND=redis needs REDIS_URL');
    return redisQueues(options.redisUrl, prefix, new BackendState('redis', log));
  }
  return postgresQueues(options.databaseUrl, prefix === 'wellway' ? 'bullmq' : prefix, new BackendState('postgres', log));
}
