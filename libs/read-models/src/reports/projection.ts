import { DELETED_REPORT_CONTENT } from '@wellway/domain';
import { defineProjection } from '../projection.js';
import { noEffect, ofType } from '../shared/batch.js';

/** What a deleted report's row keeps of its free text: what its sealed fields read as once its key is gone. */
const forgotten = {
  name: DELETED_REPORT_CONTENT.name,
  filters: JSON.stringify(DELETED_REPORT_CONTENT.filters),
  sql: DELETED_REPORT_CONTENT.sql,
};

/**
 * Saved reports, one row each; every event guarded by position, so a replay changes nothing. A
 * deleted report's row stays, flagged and without its name, filters and SQL (docs/personal-data.md).
 */
export const savedReportsProjection = defineProjection({
  name: 'saved-reports',
  // 2: a deleted report's row forgets its free text.
  version: 2,
  tables: ['saved_reports'],
  eventTypes: ['ReportSaved', 'ReportDeleted'],
  async apply(trx, events) {
    const saved = ofType(events, 'ReportSaved');
    const deleted = ofType(events, 'ReportDeleted');
    if (saved.length + deleted.length === 0) return noEffect;
    for (const { data, position } of saved) {
      const row = {
        id: data.reportId,
        site_id: data.siteId,
        name: data.name,
        report_type: data.reportType,
        fields: JSON.stringify(data.fields),
        filters: JSON.stringify(data.filters),
        sql: data.sql,
        parent_id: data.parentId,
        created_by_master: data.createdByMaster,
        position,
      };
      const { id: _id, ...changes } = row;
      await trx
        .insertInto('saved_reports')
        .values(row)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet(changes).where('saved_reports.position', '<', position).where('saved_reports.deleted', '=', false),
        )
        .execute();
    }
    for (const { data, position } of deleted) {
      await trx
        .updateTable('saved_reports')
        .set({ ...forgotten, deleted: true, position })
        .where('id', '=', data.reportId)
        .where('position', '<', position)
        .execute();
    }
    // No live kind: the reports page reads its own writes by position.
    return { userIds: [] };
  },
});
