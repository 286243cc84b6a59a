import type { ReportScope } from '@wellway/domain';

/**
 * The SQL report runner (issue 16 "SQL reports, sandboxed"): the report-run endpoint hands it a
 * coordinator's SQL; it runs it with only the rights of the site's reporting role and answers
 * the rows, or refuses with a `DomainError` (422) whose message the report page shows.
 */
export interface SqlReportRequest {
  readonly siteId: string;
  readonly userId: string;
  /** Masters are not held to the privacy floor (docs/decisions.md); coordinators are. */
  readonly audience: 'coordinator' | 'master';
  /**
   * Whose rows a coordinator's views show (domain `reportScopeOf`): a location-bound coordinator's
   * run passes their location scope ('none' is refused). Required, so a caller that forgets it
   * cannot show a regional coordinator the whole site. Masters: the site.
   */
  readonly scope: ReportScope;
  readonly sql: string;
  /**
   * Spec 3 §5 SQL report parameters, bound as parameters (never pasted into the text): location_id,
   * organization_id, site_id, reported_on_max, reported_on_min, reseller_id, top_level_location_id;
   * and evaluation_definition_id (the run's evaluation, checked to be the site's).
   */
  readonly params: Readonly<Record<string, string | null>>;
}

export interface SqlReportResult {
  readonly fields: readonly string[];
  readonly rows: readonly (readonly (string | number | null)[])[];
  /** More rows existed than the runner returns (its row cap). */
  readonly truncated: boolean;
}

export abstract class SqlReportRunner {
  abstract run(request: SqlReportRequest): Promise<SqlReportResult>;
}
