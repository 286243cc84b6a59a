import { createPostgresBackend, Queue, runMigrations, Worker, withBackend, type Processor, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';

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
  queue<T>(name: string): Queue<T>;
  worker<T>(name: string, processor: Processor<T>, options?: Partial<WorkerOptions>): Worker<T>;
  close(): Promise<void>;
}

export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function redisQueues(url: string, prefix: string): Queues {
  const connection = () => new Redis(url, { maxRetriesPerRequest: null });
  const opened: { close(): Promise<void> }[] = [];
  return {
    kind: 'redis',
    queue: <T>(name: string) => {
      const queue = new Queue<T>(name, { connection: connection(), prefix, defaultJobOptions });
      opened.push(queue);
      return queue;
    },
    worker: <T>(name: string, processor: Processor<T>, options: Partial<WorkerOptions> = {}) => {
      const worker = new Worker<T>(name, processor, { ...options, connection: connection(), prefix });
      opened.push(worker);
      return worker;
    },
    close: async () => void (await Promise.all(opened.map((item) => item.close()))),
  };
}

async function postgresQueues(databaseUrl: string, schema: string): Promise<Queues> {
  const migrator = new pg.Pool({ connectionString: databaseUrl, max: 1 });
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
    queue: <T>(name: string) => {
      const queue = new backend.Queue<T>(name, { connection, defaultJobOptions }) as unknown as Queue<T>;
      opened.push(queue);
      return queue;
    },
    worker: <T>(name: string, processor: Processor<T>, options: Partial<WorkerOptions> = {}) => {
      const worker = new backend.Worker<T>(name, processor as never, { ...options, connection }) as unknown as Worker<T>;
      opened.push(worker);
      return worker;
    },
    close: async () => void (await Promise.all(opened.map((item) => item.close()))),
  };
}

export async function openQueues(options: { redisUrl?: string; databaseUrl: string; prefix?: string }): Promise<Queues> {
  const prefix = options.prefix ?? 'wellway';
  if (options.redisUrl && (await redisAnswers(options.redisUrl))) return redisQueues(options.redisUrl, prefix);
  return postgresQueues(options.databaseUrl, prefix === 'wellway' ? 'bullmq' : prefix);
}
