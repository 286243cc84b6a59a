import { createPostgresBackend, Queue, withBackend } from 'bullmq';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { redisAnswers } from '@wellway/config';

/** Where the workers keep their queues: BullMQ's key prefix on Redis, its schema on PostgreSQL (apps/projector/src/workers/queues.ts). */
const REDIS_PREFIX = 'wellway';
const POSTGRES_SCHEMA = 'bullmq';

/** The workers' queue backend, as the dashboard reads it. */
export interface QueueBackend {
  readonly kind: 'redis' | 'postgres';
  /** Names of the queues the workers opened: BullMQ records each in its `meta` (a Redis hash per queue, a table on PostgreSQL). */
  queueNames(): Promise<string[]>;
  /** A queue handle for reading and acting on its jobs; opening it writes nothing. */
  open(name: string): Queue;
  close(): Promise<void>;
}

export interface QueueBackendOptions {
  /** QUEUE_BACKEND; absent: Redis if one answers at `redisUrl`, else PostgreSQL (the workers' own rule). */
  readonly kind?: 'redis' | 'postgres';
  readonly redisUrl: string;
  readonly databaseUrl: string;
  /** The API's pool, for finding the queues on PostgreSQL. */
  readonly pool: pg.Pool;
}

export async function openQueueBackend(options: QueueBackendOptions): Promise<QueueBackend> {
  const kind = options.kind ?? ((await redisAnswers(options.redisUrl)) ? 'redis' : 'postgres');
  return kind === 'redis' ? redisBackend(options.redisUrl) : postgresBackend(options.databaseUrl, options.pool);
}

async function redisBackend(url: string): Promise<QueueBackend> {
  // Fails fast while Redis is away (BullMQ's advice for producers): the page answers 503 at once
  // rather than waiting for a reconnection; it reconnects by itself meanwhile.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined); // an 'error' event with no listener would end the process; requests report it
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  const opened: Queue[] = [];
  return {
    kind: 'redis',
    async queueNames() {
      const suffix = ':meta';
      const names = new Set<string>();
      for await (const keys of redis.scanStream({ match: `${REDIS_PREFIX}:*${suffix}`, count: 1000 }) as AsyncIterable<string[]>)
        for (const key of keys) names.add(key.slice(REDIS_PREFIX.length + 1, -suffix.length));
      return [...names].sort();
    },
    open(name) {
      const queue = new Queue(name, { connection: redis, prefix: REDIS_PREFIX, skipMetasUpdate: true });
      queue.on('error', () => undefined);
      opened.push(queue);
      return queue;
    },
    async close() {
      await Promise.all(opened.map((queue) => queue.close().catch(() => undefined)));
      redis.disconnect();
    },
  };
}

function postgresBackend(databaseUrl: string, pool: pg.Pool): QueueBackend {
  const backend = withBackend(createPostgresBackend);
  const connection = { connectionString: databaseUrl, schema: POSTGRES_SCHEMA, max: 2 };
  const opened: Queue[] = [];
  return {
    kind: 'postgres',
    async queueNames() {
      try {
        const { rows } = await pool.query<{ queue: string }>(`select distinct queue from ${POSTGRES_SCHEMA}.meta order by queue`);
        return rows.map((row) => row.queue);
      } catch (error) {
        // No workers have run on this database yet: no schema, no queues.
        if ((error as { code?: unknown }).code === '42P01' || (error as { code?: unknown }).code === '3F000') return [];
        throw error;
      }
    },
    open(name) {
      const queue = new backend.Queue(name, { connection, skipMetasUpdate: true }) as unknown as Queue;
      queue.on('error', () => undefined);
      opened.push(queue);
      return queue;
    },
    async close() {
      await Promise.all(opened.map((queue) => queue.close().catch(() => undefined)));
    },
  };
}
