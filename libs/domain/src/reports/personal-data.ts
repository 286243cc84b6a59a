import type { PersonalDataDeclaration } from '../personal-data.js';
import type { ReportContent, ReportEvent } from './events.js';

/**
 * The key a saved report's free text is sealed under: the report's own, not a person's. Its
 * name, filters and SQL are written by a coordinator about anyone (`email is jane@example.com`),
 * and nobody can tell whom they name; so they go when the report goes (ReportDeleted destroys
 * the key), in every copy of the log.
 */
export const reportSubject = (reportId: string): string => `report:${reportId}`;

/** What a deleted report's free text reads as (the log after its key is gone, and its read-model row). */
export const DELETED_REPORT_CONTENT = {
  name: 'Deleted report',
  filters: [],
  sql: null,
} as const satisfies Pick<ReportContent, 'name' | 'filters' | 'sql'>;

const ofReport = (data: { readonly reportId: string }): string => reportSubject(data.reportId);

/**
 * ReportSaved's name, filters (the whole list: its values are the free text, and a deleted
 * report needs none of it) and SQL are sealed under the report's key; its ids, layout and field
 * ids stay in clear. `savedById` is an id: erasing that person leaves the site's report as it is.
 * A run (ReportRan) carries figures and ids only (docs/decisions.md, "Saved reports").
 */
export const reportPersonalData = {
  rules: {
    ReportSaved: [{ subject: ofReport, fields: DELETED_REPORT_CONTENT }],
  },
  withoutPersonalData: ['ReportDeleted', 'ReportRan'],
  erasures: { ReportDeleted: ofReport },
  // Reports were in clear in the log until schema version 3: such a log is re-seeded.
  sealedFrom: { ReportSaved: 3 },
} as const satisfies PersonalDataDeclaration<ReportEvent>;
