import { filesDirectory, localDiskStorage } from '@wellway/storage';
import { defineReactor } from '../workers/reactor-manifest.js';
import { ERASURES_QUEUE, erasureReactor, type ErasureJob } from './reactor.js';
import { erasureProcessor } from './worker.js';

/** Erasure of a person: each request releases what they held, destroys their key and records it (docs/personal-data.md). */
export const erasuresJobs = defineReactor<ErasureJob>({
  queue: ERASURES_QUEUE,
  concurrency: 2,
  label: 'erasure',
  reactor: (outbox) => erasureReactor(outbox),
  // The API's file storage (the same FILES_DIR / DATA_DIR): an erasure deletes the person's files.
  processor: ({ store, keys, now }) => erasureProcessor({ store, keys, now, files: localDiskStorage(filesDirectory(process.env)) }),
});
