/**
 * Spec 3 §5 SQL report parameters, written `:name` in a report's SQL (the legacy reports' named
 * binds): the API binds them, the SQL editor names them. Here, not in libs/contracts, because
 * the web imports it as a value (it takes contracts as types only). The last, the run's
 * `evaluation_definition_id` (spec 3 §7), is beyond §5's list: the evaluation a run is about.
 */
export const sqlReportParameters = [
  'location_id',
  'organization_id',
  'site_id',
  'reported_on_max',
  'reported_on_min',
  'reseller_id',
  'top_level_location_id',
  'evaluation_definition_id',
] as const;
export type SqlReportParameter = (typeof sqlReportParameters)[number];
