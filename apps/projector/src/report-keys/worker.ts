import type { Job } from 'bullmq';
import { reportSubject } from '@wellway/domain';
import type { KeyStore } from '@wellway/event-store';
import type { ReportKeyJob } from './reactor.js';

/** Destroys a deleted report's key (idempotent: a retry, or a key the API destroyed already, is fine). */
export function reportKeyProcessor(deps: { readonly keys: KeyStore }) {
  return async (job: Job<ReportKeyJob>): Promise<{ readonly destroyed: string }> => {
    const subject = reportSubject(job.data.reportId);
    await deps.keys.destroy(subject);
    return { destroyed: subject };
  };
}
