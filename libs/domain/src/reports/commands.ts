import type { Role } from '../users/roles.js';
import type { ReportContent, ReportType } from './events.js';

/** Who saves, deletes or runs a report: looked up before deciding. */
export interface ReportActor {
  readonly userId: string;
  readonly role: Role;
}

/**
 * Create (a new id, or a "save as" copy of `parentId`) or update in place. `siteId` is the site
 * being administered; `knownFieldIds` the site's report fields (the registry and its evaluations'
 * questions) as they are now.
 */
export interface SaveReport {
  readonly type: 'SaveReport';
  readonly kind: 'create' | 'update';
  readonly reportId: string;
  readonly siteId: string;
  readonly asCustom: boolean;
  readonly parentId: string | null;
  readonly content: ReportContent;
  readonly knownFieldIds: ReadonlySet<string>;
  readonly actor: ReportActor;
  readonly at: string;
}

export interface DeleteReport {
  readonly type: 'DeleteReport';
  readonly reportId: string;
  readonly siteId: string;
  readonly actor: ReportActor;
  readonly at: string;
}

/** Records one run or export (on a stream of its own: `runId` is new each time). */
export interface RecordReportRun {
  readonly type: 'RecordReportRun';
  readonly runId: string;
  readonly siteId: string;
  readonly reportId: string;
  readonly reportType: ReportType;
  readonly purpose: 'run' | 'export';
  readonly rows: number;
  readonly durationMs: number;
  readonly aggregated: boolean;
  readonly actor: ReportActor;
  readonly at: string;
}

export type SavedReportCommand = SaveReport | DeleteReport;
