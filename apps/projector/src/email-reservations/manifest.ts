import { defineReactor } from '../workers/reactor-manifest.js';
import { EMAIL_RESERVATIONS_QUEUE, emailReservationReactor, type EmailReservationSweepJob } from './reactor.js';
import { emailReservationProcessor } from './worker.js';

/** E-mail reservations: each one is checked, delayed, and released if no account came to hold it. */
export const emailReservationsJobs = defineReactor<EmailReservationSweepJob>({
  queue: EMAIL_RESERVATIONS_QUEUE,
  concurrency: 2,
  label: 'e-mail reservation',
  reactor: (outbox, { settings }) => emailReservationReactor(outbox, { sweepAfterMs: settings.emailReservationSweepMs }),
  processor: ({ store }) => emailReservationProcessor({ store }),
});
