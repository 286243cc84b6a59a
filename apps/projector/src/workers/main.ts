import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createEventStore } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, PositionWaiter } from '@wellway/read-models';
import { configOrExit, workersEnv } from '../config.js';
import { guardPool } from '../environment.js';
import { startHealthServer } from '../health-server.js';
import { jsonLogger as logger } from '../logger.js';
import { createMailTransport } from '../mail/transport.js';
import { badgeReactor, type BadgeJob } from '../reactors/badge-reactor.js';
import {
  DEFAULT_SWEEP_AFTER_MS,
  EMAIL_RESERVATIONS_QUEUE,
  emailReservationReactor,
  type EmailReservationSweepJob,
} from '../reactors/email-reservation-reactor.js';
import { MAIL_QUEUE, mailReactor, type MailJob } from '../reactors/mail-reactor.js';
import { startProjector } from '../runner.js';
import { badgeProcessor } from './badge-worker.js';
import { emailReservationProcessor } from './email-reservation-worker.js';
import { mailProcessor } from './mail-worker.js';
import { BADGES_QUEUE, openQueues } from './queues.js';

/** The worker process: the badge, mail and e-mail reservation reactors (enqueue) and their workers (award, send, sweep). */
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
const store = await createEventStore({ pool, eventStoreUrl: config.EVENTSTORE_URL });
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
const failed = (kind: string) => (job: { id?: string; attemptsMade: number } | undefined, error: Error) =>
  logger.warn(`${kind} job failed`, { jobId: job?.id, attempt: job?.attemptsMade, error: error.message });

const queue = queues.queue<BadgeJob>(BADGES_QUEUE);
queues
  .worker<BadgeJob>(BADGES_QUEUE, badgeProcessor({ db, store, waiter, now: () => new Date() }), { concurrency: 8 })
  .on('failed', failed('badge'));

const mail = createMailTransport(config.SMTP_URL);
if (!config.RESET_TOKEN_SECRET)
  logger.warn("RESET_TOKEN_SECRET is not set: reset e-mails work only for requests recorded by an API sharing this process's secret");
const mailQueue = queues.queue<MailJob>(MAIL_QUEUE);
queues
  .worker<MailJob>(
    MAIL_QUEUE,
    mailProcessor({
      store,
      db,
      mail,
      resetTokenSecret: config.RESET_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
      publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      now: () => new Date(),
      log: (line) => console.log(line),
    }),
    { concurrency: 4 },
  )
  .on('failed', failed('mail'));

/** Minutes after an e-mail is reserved before a reservation no account uses is released. */
const sweepAfterMs = config.EMAIL_RESERVATION_SWEEP_MINUTES ? config.EMAIL_RESERVATION_SWEEP_MINUTES * 60_000 : DEFAULT_SWEEP_AFTER_MS;
const reservationQueue = queues.queue<EmailReservationSweepJob>(EMAIL_RESERVATIONS_QUEUE);
queues
  .worker<EmailReservationSweepJob>(EMAIL_RESERVATIONS_QUEUE, emailReservationProcessor({ store }), { concurrency: 2 })
  .on('failed', failed('e-mail reservation'));

const projector = await startProjector({
  store,
  db,
  pool,
  projections: [
    badgeReactor(queue),
    mailReactor(mailQueue),
    emailReservationReactor(reservationQueue, { sweepAfterMs, now: () => new Date() }),
  ],
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
  await queues.close();
  await health?.close();
  await waiter.close();
  await store.close();
  await db.destroy();
};
logger.info(`workers running (queue backend: ${queues.kind}; mail: ${mail.kind === 'smtp' ? 'SMTP_URL' : 'printed to this log'})`);
