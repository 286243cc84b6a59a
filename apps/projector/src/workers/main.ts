import { createEventStore } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, PositionWaiter } from '@wellway/read-models';
import pg from 'pg';
import { startProjector } from '../runner.js';
import { badgeReactor, type BadgeJob } from '../reactors/badge-reactor.js';
import { badgeProcessor } from './badge-worker.js';
import { BADGES_QUEUE, openQueues } from './queues.js';
import { randomBytes } from 'node:crypto';
import { createMailTransport } from '../mail/transport.js';
import { MAIL_QUEUE, mailReactor, type MailJob } from '../reactors/mail-reactor.js';
import { mailProcessor } from './mail-worker.js';
import {
  DEFAULT_SWEEP_AFTER_MS,
  EMAIL_RESERVATIONS_QUEUE,
  emailReservationReactor,
  type EmailReservationSweepJob,
} from '../reactors/email-reservation-reactor.js';
import { emailReservationProcessor } from './email-reservation-worker.js';

/** The worker process: the badge, mail and e-mail reservation reactors (enqueue) and their workers (award, send, sweep). */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// A dropped idle connection must not crash the process: the pool replaces it.
pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
const store = await createEventStore({ pool, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
const db = createReadModelDb(pool);
await migrateReadModels(db);
const waiter = PositionWaiter.start({ db, store, databaseUrl });
const queues = await openQueues({
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  databaseUrl,
  prefix: process.env.QUEUE_PREFIX,
});
const queue = queues.queue<BadgeJob>(BADGES_QUEUE);
const worker = queues.worker<BadgeJob>(BADGES_QUEUE, badgeProcessor({ db, store, waiter, now: () => new Date() }), { concurrency: 8 });
worker.on('failed', (job, error) => console.warn(`badge job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`));

const mail = createMailTransport(process.env.SMTP_URL || undefined);
if (!process.env.RESET_TOKEN_SECRET)
  console.warn("RESET_TOKEN_SECRET is not set: reset e-mails work only for requests recorded by an API sharing this process's secret");
const mailQueue = queues.queue<MailJob>(MAIL_QUEUE);
const mailWorker = queues.worker<MailJob>(
  MAIL_QUEUE,
  mailProcessor({
    store,
    db,
    mail,
    resetTokenSecret: process.env.RESET_TOKEN_SECRET || randomBytes(32).toString('hex'),
    publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
    now: () => new Date(),
    log: (line) => console.log(line),
  }),
  { concurrency: 4 },
);
mailWorker.on('failed', (job, error) => console.warn(`mail job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`));

/** Minutes after an e-mail is reserved before a reservation no account uses is released. */
function sweepAfterMs(): number {
  const minutes = Number(process.env.EMAIL_RESERVATION_SWEEP_MINUTES);
  return process.env.EMAIL_RESERVATION_SWEEP_MINUTES && Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : DEFAULT_SWEEP_AFTER_MS;
}
const reservationQueue = queues.queue<EmailReservationSweepJob>(EMAIL_RESERVATIONS_QUEUE);
const reservationWorker = queues.worker<EmailReservationSweepJob>(EMAIL_RESERVATIONS_QUEUE, emailReservationProcessor({ store }), {
  concurrency: 2,
});
reservationWorker.on('failed', (job, error) =>
  console.warn(`e-mail reservation job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`),
);

const controller = new AbortController();
const projector = await startProjector({
  store,
  db,
  pool,
  projections: [
    badgeReactor(queue),
    mailReactor(mailQueue),
    emailReservationReactor(reservationQueue, { sweepAfterMs: sweepAfterMs(), now: () => new Date() }),
  ],
  signal: controller.signal,
  logger: console,
});
console.log(`Wellway workers running (queue backend: ${queues.kind}; mail: ${mail.kind === 'smtp' ? 'SMTP_URL' : 'printed to this log'})`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    controller.abort();
    await projector.stop();
    await queues.close();
    await waiter.close();
    await store.close();
    await db.destroy();
    process.exit(0);
  });
}
