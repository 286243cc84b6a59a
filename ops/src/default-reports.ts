import {
  DEFAULT_SITE_ID,
  DomainError,
  defaultReportId,
  defaultReports,
  reportFields,
  reportStream,
  savedReportDecider,
} from '@wellway/domain';
import { handleCommand, metadataFor, type EventStore } from '@wellway/event-store';

/**
 * The default reports (domain `defaultReports`), saved on the default site as a master would, at
 * every start, unless a previous start did (a deleted one stays deleted: its stream exists). Every
 * installation has them, like the default site itself (docs/decisions.md, "Saved reports").
 */
export async function ensureDefaultReports(store: EventStore, now = new Date()): Promise<void> {
  const metadata = metadataFor({ actor: null, siteId: DEFAULT_SITE_ID, correlationId: 'default-reports' });
  const knownFieldIds = new Set(reportFields.map((field) => field.id));
  for (const { key, ...content } of defaultReports) {
    const reportId = defaultReportId(key);
    const command = {
      type: 'SaveReport' as const,
      kind: 'create' as const,
      reportId,
      siteId: DEFAULT_SITE_ID,
      asCustom: false,
      parentId: null,
      content,
      knownFieldIds,
      actor: { userId: 'wellway', role: 'master' as const },
      at: now.toISOString(),
    };
    await handleCommand({ store, stream: reportStream(reportId), decider: savedReportDecider, command, metadata }).catch(
      (error: unknown) => {
        if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      },
    );
  }
}
