import { defineReadModel } from '../capability.js';
import * as createReporting from './migrations/2026_11_28_000000_create_reporting.js';
import * as factFunctions from './migrations/2026_12_01_090000_reporting_fact_functions.js';
import * as rollups from './migrations/2026_12_02_090000_report_rollups.js';
import * as peopleByLocation from './migrations/2026_12_03_090000_report_people_location_index.js';
import { reportingProjection } from './projection.js';
import type { ReportingTables } from './table.js';

export * from './table.js';
export { reportingProjection, reportingProjectionWith } from './projection.js';
export { rollUpReportDays } from './rollups.js';

/**
 * Reporting (issue 16): the figures coordinators' reports, the dashboard's stats, the SQL
 * sandbox and the EOP read, built from every capability's report facts (domain `reportFacts`).
 */
export const reportingReadModel = defineReadModel<ReportingTables>({
  name: 'reporting',
  projections: [reportingProjection],
  migrations: {
    '2026_11_28_000000_create_reporting': createReporting,
    '2026_12_01_090000_reporting_fact_functions': factFunctions,
    '2026_12_02_090000_report_rollups': rollups,
    '2026_12_03_090000_report_people_location_index': peopleByLocation,
  },
});
export * from './participants.js';
