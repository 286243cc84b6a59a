import { UnrecoverableError, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import { DATA_EXPORT_VALID_HOURS, dataExports, dataExportsStream, type DataExportCommand } from '@wellway/domain';
import { aggregateStream, handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import {
  deleteExpiredDataExportArchives,
  listPersonEntries,
  personalDataSections,
  recordDataExportProgress,
  storeDataExportArchive,
  type Database,
  type PersonalDataSection,
  type PersonEntry,
  type PositionWaiter,
} from '@wellway/read-models';
import { dataExportZip, entriesCsv } from './archive.js';
import type { DataExportJob } from './reactor.js';

export interface DataExportWorkerDeps {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  readonly waiter: PositionWaiter;
  readonly now: () => Date;
  /** The manifests' sections (default: every read model's `personalData`). */
  readonly sections?: readonly PersonalDataSection[];
  readonly readModelWaitMs?: number;
}

export type DataExportJobResult =
  { readonly built: string; readonly bytes: number } | { readonly skipped: 'ended' | 'erased' } | { readonly swept: number };

/**
 * Builds one person's archive: each manifest's section in turn (reporting progress after each),
 * then entries.csv, the ZIP stored in `data_export_archives` (expiring 24 hours after it is ready),
 * then CompleteDataExport. Safe to repeat: the archive is stored by export id (replaced), and the
 * export's stream refuses a second completion. On the last attempt a failure records
 * DataExportFailed so the person may ask again.
 */
export function dataExportProcessor(deps: DataExportWorkerDeps) {
  const sections = deps.sections ?? personalDataSections;
  const waitedOn = [...new Set(sections.flatMap((section) => section.projections))];

  async function build(job: Job<DataExportJob>, data: Extract<DataExportJob, { type: 'build' }>): Promise<DataExportJobResult> {
    const { exportId, userId, siteId, eventId } = data;
    const stream = dataExportsStream(userId);
    const { state } = await aggregateStream(deps.store, stream, dataExports.dataExportsDecider);
    if (state.ended.has(exportId)) return { skipped: 'ended' };
    if (state.inProgress !== exportId) throw new UnrecoverableError(`data export ${exportId} is not in progress in ${stream}`);
    // Everything the person did before asking is in the archive.
    if (!(await deps.waiter.waitFor(waitedOn, BigInt(data.position), deps.readModelWaitMs ?? 10_000))) {
      throw new Error(`the read models have not reached position ${data.position} yet`);
    }
    const subject = { userId, siteId };
    const run = (command: DataExportCommand) =>
      handleCommand({
        store: deps.store,
        stream,
        decider: dataExports.dataExportsDecider,
        command,
        metadata: metadataFor({ actor: null, siteId, correlationId: `data-export-${eventId}`, causationId: eventId }),
      });
    try {
      const document: Record<string, unknown> = {
        export_id: exportId,
        user_id: userId,
        site_id: siteId,
        exported_at: deps.now().toISOString(),
      };
      // entries.csv holds the same days as data.json's entries section: read once, not again.
      let entries: PersonEntry[] | undefined;
      for (const [index, section] of sections.entries()) {
        const exported = await section.personalData.export(deps.db, subject);
        if (section.personalData.export === listPersonEntries) entries = exported as PersonEntry[];
        document[section.name] = exported;
        await recordDataExportProgress(deps.db, exportId, ((index + 1) * 90) / sections.length, deps.now());
      }
      const csv = entriesCsv(entries ?? (await listPersonEntries(deps.db, subject)));
      const readyAt = deps.now();
      const archive = dataExportZip(document, csv, readyAt);
      await recordDataExportProgress(deps.db, exportId, 95, deps.now());
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_VALID_HOURS * 3_600_000);
      const fileName = `wellway-data-${readyAt.toISOString().slice(0, 10)}.zip`;
      const stored = await storeDataExportArchive(deps.db, { exportId, userId, siteId, fileName, archive, createdAt: readyAt, expiresAt });
      if (!stored) return { skipped: 'erased' };
      await run({ type: 'CompleteDataExport', exportId, userId, siteId, readyAt: readyAt.toISOString() });
      await recordDataExportProgress(deps.db, exportId, 100, deps.now());
      return { built: exportId, bytes: archive.byteLength };
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts?.attempts ?? 1);
      if (lastAttempt) await run({ type: 'FailDataExport', exportId, userId, siteId, failedAt: deps.now().toISOString() });
      throw error;
    }
  }

  return async (job: Job<DataExportJob>): Promise<DataExportJobResult> => {
    const data = job.data;
    switch (data.type) {
      case 'build':
        return build(job, data);
      case 'sweep':
        return { swept: await deleteExpiredDataExportArchives(deps.db, deps.now()) };
    }
  };
}
