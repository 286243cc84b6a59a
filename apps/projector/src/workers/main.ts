import { sql } from 'kysely';
import pg from 'pg';
import { personalDataPolicy } from '@wellway/domain';
import { createEventStore, createPostgresKeyStore, ensureKeyStoreSchema } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, PositionWaiter } from '@wellway/read-models';
import { reactorCapabilities } from '../capabilities.js';
import { startChallengeSweep } from '../challenges/expiry-sweep.js';
import { configOrExit, workersEnv } from '../config.js';
import { guardPool } from '../environment.js';
import { startHealthServer } from '../health-server.js';
import { jsonLogger as logger } from '../logger.js';
import { createMailTransport } from '../mail/transport.js';
import { startProjector } from '../runner.js';
import { openQueues } from './queues.js';
import { startWorkers } from './reactor-manifest.js';
import { startReconciler } from './reconciler.js';
import { workerSettings } from './settings.js';

/** The worker process: every capability's reactor (enqueues from the log) and its worker (runs the jobs), see ../capabilities.ts. */
const config = configOrExit('workers', workersEnv);
const controller = new AbortController();
let stop: (() => Promise<void>) | null = null;

/**
 * One way to stop (SIGTERM, SIGINT, or the launcher gone): stop enqueueing, let jobs in hand
 * finish, close queues and pools; forced after STOP_TIMEOUT_MS.
 */
function shutdown(reason: string): void {
  if (controller.signal.aborted) return;
  controller.abort();
  logger.info('workers stopping', { reason });
  setTimeout(() => {
    logger.error(`workers did not stop within ${config.STOP_TIMEOUT_MS / 1000} s; exiting`);
    process.exit(1);
  }, config.STOP_TIMEOUT_MS).unref();
  void (stop ? stop() : Promise.resolve()).then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error('workers stopped with an error', { error });
      process.exit(1);
    },
  );
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutdown(signal));
process.on('disconnect', () => shutdown('the launcher is gone'));

const databaseUrl = config.DATABASE_URL;
const pool = guardPool(new pg.Pool({ connectionString: databaseUrl, max: 10 }), logger);
await ensureKeyStoreSchema(pool);
const keys = createPostgresKeyStore(pool);
const store = await createEventStore({ pool, eventStoreUrl: config.EVENTSTORE_URL, personalData: { policy: personalDataPolicy, keys } });
const db = createReadModelDb(pool);
await migrateReadModels(db);
const waiter = PositionWaiter.start({ db, store, databaseUrl });
const queues = await openQueues({
  backend: config.QUEUE_BACKEND,
  redisUrl: config.REDIS_URL,
  databaseUrl,
  prefix: config.QUEUE_PREFIX,
  log: (line) => logger.warn(line),
});
const mail = createMailTransport(config.SMTP_URL);
const log = { info: (line: string) => logger.info(line), warn: (line: string) => logger.warn(line) };
const opened = startWorkers(reactorCapabilities, queues, {
  db,
  store,
  keys,
  waiter,
  mail,
  settings: workerSettings(config, (line) => logger.warn(line)),
  now: () => new Date(),
  log,
});
// Jobs the queue lost (a Redis restarted without its data) are enqueued again from the outbox.
const reconciler = startReconciler({ db, queues: opened.map(({ queue }) => queue), backend: queues, log });
// Challenges still open well past their time (their job failed for good) are expired by a periodic sweep.
startChallengeSweep(queues, { db, store, now: () => new Date(), log });
const projector = await startProjector({
  store,
  db,
  pool,
  projections: opened.map(({ reactor }) => reactor),
  signal: controller.signal,
  logger,
});

/** Ready when the database and the queue backend answer. */
const health = config.HEALTH_PORT
  ? await startHealthServer(config.HEALTH_PORT, async () => {
      if (!queues.available) return { ready: false, details: { reason: `The queue backend (${queues.kind}) is not reachable.` } };
      try {
        await sql`select 1`.execute(db);
      } catch {
        return { ready: false, details: { reason: 'The database is not reachable.' } };
      }
      return { ready: true, details: { queue: queues.kind } };
    })
  : null;

stop = async () => {
  await projector.stop();
  const reconciled = reconciler.stop();
  await queues.close();
  await reconciled;
  await health?.close();
  await waiter.close();
  await store.close();
  await db.destroy();
};
logger.info(`workers running (queue backend: ${queues.kind}; mail: ${mail.kind === 'smtp' ? 'SMTP_URL' : 'printed to this log'})`);
