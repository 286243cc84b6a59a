import type { Role } from '../users/roles.js';
import { DEFAULT_SITE_ID, type ItemScope } from '../shared/site-defaults.js';

/** What the save and delete rules read of a saved report. */
export interface ReportOwnership {
  /** null: a default report. */
  readonly siteId: ItemScope;
  readonly createdByMaster: boolean;
}

export const isCustomReport = (report: ReportOwnership): boolean => report.siteId !== null;

/**
 * Spec 3 §5: "A master may delete any report. A coordinator or above may delete custom reports not
 * created by a master. Default reports are deletable only by a master."
 */
export function canDeleteReport(role: Role, report: ReportOwnership): boolean {
  if (role === 'master') return true;
  if (!isCustomReport(report)) return false;
  return role === 'coordinator' && !report.createdByMaster;
}

/** Spec 3 §5: "A master can save any report; others can save if they could delete it or if it is new." */
export function canSaveReport(role: Role, report: ReportOwnership | null): boolean {
  if (role === 'master' || report === null) return true;
  return canDeleteReport(role, report);
}

/**
 * Spec 3 §5: "A master on the default site saves new reports as non-custom; everyone else saves as
 * custom." `asCustom` (save as a custom copy) makes even the master's a custom one.
 */
export function savesAsCustom(role: Role, siteId: string, asCustom: boolean): boolean {
  return asCustom || !(role === 'master' && siteId === DEFAULT_SITE_ID);
}

/** A site lists its own custom reports and the default ones; another site's are not there. */
export const reportSeenFrom = (report: Pick<ReportOwnership, 'siteId'>, siteId: string): boolean =>
  report.siteId === null || report.siteId === siteId;
