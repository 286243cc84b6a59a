import { defineReactor } from '../workers/reactor-manifest.js';
import { REPORT_KEYS_QUEUE, reportKeyReactor, type ReportKeyJob } from './reactor.js';
import { reportKeyProcessor } from './worker.js';

/** A deleted report's free text goes with its key (docs/personal-data.md, "Saved reports"). */
export const reportKeysJobs = defineReactor<ReportKeyJob>({
  queue: REPORT_KEYS_QUEUE,
  concurrency: 1,
  label: 'report key',
  reactor: (outbox) => reportKeyReactor(outbox),
  processor: ({ keys }) => reportKeyProcessor({ keys }),
});
