import { defineReactor } from '../workers/reactor-manifest.js';
import { DATA_EXPORTS_QUEUE, dataExportReactor, type DataExportJob } from './reactor.js';
import { dataExportProcessor } from './worker.js';

/** A person's data export: the archive built by a worker, and the sweep of expired archives. */
export const dataExportsJobs = defineReactor<DataExportJob>({
  queue: DATA_EXPORTS_QUEUE,
  // Archives are built in memory: few at once.
  concurrency: 2,
  label: 'data export',
  reactor: (outbox) => dataExportReactor(outbox),
  processor: ({ db, store, waiter, now }) => dataExportProcessor({ db, store, waiter, now }),
});
