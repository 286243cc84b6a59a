import type { DomainEvent } from '../shared/decider.js';
import type { ItemScope } from '../shared/site-defaults.js';

export type ReportType = 'Simple' | 'SQL';

/** Spec 3 §5 operators. */
export type ReportSign = '<' | '<=' | 'is' | 'starts with' | 'is not' | '>' | '>=' | 'between';

export interface SavedReportFilter {
  readonly field: string;
  readonly sign: ReportSign;
  readonly value: string;
}

/** What a saved report holds (spec 3 §3 Report). */
export interface ReportContent {
  readonly name: string;
  readonly reportType: ReportType;
  readonly fields: readonly string[];
  readonly filters: readonly SavedReportFilter[];
  readonly sql: string | null;
}

/**
 * A report saved (created, changed in place, or saved as a copy). `siteId` null: a default report
 * (every site lists it); a site's id: that site's custom report.
 */
export type ReportSaved = DomainEvent<
  'ReportSaved',
  ReportContent & {
    readonly reportId: string;
    readonly siteId: ItemScope;
    /** The report a "save as" copied (null for one made from scratch). */
    readonly parentId: string | null;
    readonly createdByMaster: boolean;
    readonly savedById: string | null;
    /** ISO timestamp. */
    readonly savedAt: string;
  }
>;

export type ReportDeleted = DomainEvent<
  'ReportDeleted',
  { readonly reportId: string; readonly siteId: ItemScope; readonly deletedById: string; readonly deletedAt: string }
>;

/**
 * A report run or export (issue 16 "Every run is recorded"): who, which report, how many rows,
 * how long. Figures and ids only: no SQL text or filter values (they may name people), so
 * auditors see usage without the log holding what was looked for.
 */
export type ReportRan = DomainEvent<
  'ReportRan',
  {
    readonly runId: string;
    readonly siteId: string;
    /** The saved report's id, or `new` for an unsaved one. */
    readonly reportId: string;
    readonly userId: string;
    readonly reportType: ReportType;
    readonly purpose: 'run' | 'export';
    /** The rows it answered: a run's page, an export's file (a run does not count the rest). */
    readonly rows: number;
    readonly durationMs: number;
    /** The rows were groups (the privacy rule applied). */
    readonly aggregated: boolean;
    readonly ranAt: string;
  }
>;

export type SavedReportEvent = ReportSaved | ReportDeleted;
export type ReportEvent = SavedReportEvent | ReportRan;

export const reportEventTypes = ['ReportSaved', 'ReportDeleted', 'ReportRan'] as const;
