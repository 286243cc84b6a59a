import { defineReadModel } from '../capability.js';
import * as createSavedReports from './migrations/2026_12_01_190000_create_saved_reports.js';
import * as addReportOrderIndex from './migrations/2026_12_01_200000_add_report_order_index.js';
import { savedReportsProjection } from './projection.js';
import type { ReportsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Saved reports (spec 3 §3 Report): the reports page's list, default and custom. */
export const reportsReadModel = defineReadModel<ReportsTables>({
  name: 'reports',
  projections: [savedReportsProjection],
  migrations: {
    '2026_12_01_190000_create_saved_reports': createSavedReports,
    '2026_12_01_200000_add_report_order_index': addReportOrderIndex,
  },
});
export * from './fields.js';
export * from './run-sql.js';
export * from './run.js';
