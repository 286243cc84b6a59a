import { canDeleteReport, canSaveReport, type Role } from '@wellway/domain';
import type { Report, ReportField } from '@wellway/contracts';
import type { SavedReportRow, SiteReportField } from '@wellway/read-models';

/**
 * Spec 3 §3 Report: `parent` is truthy for a custom report (the report it was saved as from, or
 * its site), `group` Default or Custom; `can_delete`/`can_save` apply spec 3 §5 to the reader.
 */
export function reportResponse(row: SavedReportRow, role: Role): Report {
  const owner = { siteId: row.site_id, createdByMaster: row.created_by_master };
  const custom = row.site_id !== null;
  return {
    id: row.id,
    name: row.name,
    report_type: row.report_type,
    fields: row.fields,
    filters: row.filters,
    sql: row.sql,
    parent: custom ? (row.parent_id ?? row.site_id) : null,
    created_by_master: row.created_by_master,
    group: custom ? 'Custom' : 'Default',
    site_id: row.site_id,
    can_delete: canDeleteReport(role, owner),
    can_save: canSaveReport(role, owner),
  };
}

export const reportFieldResponse = (field: SiteReportField): ReportField => ({
  id: field.id,
  display_name: field.displayName,
  category: field.category,
  type: field.type,
  privacy: field.privacy,
});
