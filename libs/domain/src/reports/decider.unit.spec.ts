import { describe, it } from 'vitest';
import { DEFAULT_SITE_ID } from '../shared/site-defaults.js';
import { specFor } from '../shared/given-when-then.spec.js';
import type { Role } from '../users/roles.js';
import type { DeleteReport, SaveReport } from './commands.js';
import { savedReportDecider } from './decider.js';
import type { ReportContent, SavedReportEvent } from './events.js';

const spec = specFor(savedReportDecider);
const at = '2026-12-01T10:00:00.000Z';
const content: ReportContent = {
  name: 'Steps by office',
  reportType: 'Simple',
  fields: ['location', 'steps'],
  filters: [{ field: 'steps', sign: '>', value: '1000' }],
  sql: null,
};
const known = new Set(['location', 'steps', 'first_name']);
const save = (role: Role, fields: Partial<SaveReport> = {}): SaveReport => ({
  type: 'SaveReport',
  kind: 'create',
  reportId: 'r-1',
  siteId: 'acme',
  asCustom: false,
  parentId: null,
  content,
  knownFieldIds: known,
  actor: { userId: role, role },
  at,
  ...fields,
});
const saved = (fields: Partial<Extract<SavedReportEvent, { type: 'ReportSaved' }>['data']> = {}): SavedReportEvent => ({
  type: 'ReportSaved',
  data: {
    ...content,
    reportId: 'r-1',
    siteId: 'acme',
    parentId: null,
    createdByMaster: false,
    savedById: 'coordinator',
    savedAt: at,
    ...fields,
  },
});
const remove = (role: Role, siteId = 'acme'): DeleteReport => ({
  type: 'DeleteReport',
  reportId: 'r-1',
  siteId,
  actor: { userId: role, role },
  at,
});
const deleted = (siteId: string | null = 'acme', by = 'master'): SavedReportEvent => ({
  type: 'ReportDeleted',
  data: { reportId: 'r-1', siteId, deletedById: by, deletedAt: at },
});

describe('saving a new report', () => {
  it('a coordinator saves it as their site’s custom report', () => {
    spec([]).when(save('coordinator')).then([saved()]);
  });

  it('a master on the default site saves a default report', () => {
    spec([])
      .when(save('master', { siteId: DEFAULT_SITE_ID }))
      .then([saved({ siteId: null, createdByMaster: true, savedById: 'master' })]);
  });

  it('a master on another site saves a custom report created by a master', () => {
    spec([])
      .when(save('master'))
      .then([saved({ createdByMaster: true, savedById: 'master' })]);
  });

  it('save as makes a custom copy naming its parent', () => {
    spec([])
      .when(save('master', { siteId: DEFAULT_SITE_ID, asCustom: true, parentId: 'r-0' }))
      .then([saved({ siteId: DEFAULT_SITE_ID, parentId: 'r-0', createdByMaster: true, savedById: 'master' })]);
  });

  it('keeps at least one field', () => {
    spec([])
      .when(save('coordinator', { content: { ...content, fields: [] } }))
      .thenRejects('report_field_required', 'Choose at least one field.');
  });

  it('names only report fields, in fields and filters', () => {
    spec([])
      .when(save('coordinator', { content: { ...content, fields: ['password_hash'] } }))
      .thenRejects('report_unknown_field', 'password_hash is not a report field.');
    spec([])
      .when(save('coordinator', { content: { ...content, filters: [{ field: 'x', sign: 'is', value: '1' }] } }))
      .thenRejects('report_unknown_field', 'x is not a report field.');
  });

  it('a SQL report keeps its SQL and no filters; a Simple one no SQL', () => {
    const sqlContent: ReportContent = { ...content, reportType: 'SQL', sql: ' select 1 ' };
    spec([])
      .when(save('coordinator', { content: sqlContent }))
      .then([saved({ ...sqlContent, fields: [], filters: [], sql: 'select 1' })]);
    spec([])
      .when(save('coordinator', { content: { ...content, sql: 'select 1' } }))
      .then([saved()]);
    spec([])
      .when(save('coordinator', { content: { ...sqlContent, sql: '  ' } }))
      .thenRejects('report_sql_required', 'Write the SQL of the report.');
  });

  it('is refused when the id is taken', () => {
    spec([saved()]).when(save('coordinator')).thenRejects('report_exists', 'That report was already saved.');
  });
});

describe('saving a report in place', () => {
  const renamed = { ...content, name: 'Renamed' };
  const update = (role: Role, siteId = 'acme') => save(role, { kind: 'update', siteId, content: renamed });

  it('a coordinator saves a custom report not created by a master', () => {
    spec([saved()])
      .when(update('coordinator'))
      .then([saved({ name: 'Renamed' })]);
  });

  it('a coordinator may not save a master’s custom report, nor a default one', () => {
    spec([saved({ createdByMaster: true })])
      .when(update('coordinator'))
      .thenRejects('report_save_forbidden', 'You may not save this report.');
    spec([saved({ siteId: null, createdByMaster: true })])
      .when(update('coordinator'))
      .thenRejects('report_save_forbidden', 'You may not save this report.');
  });

  it('a regional coordinator may not save an existing custom report', () => {
    spec([saved()]).when(update('regional_coordinator')).thenRejects('report_save_forbidden', 'You may not save this report.');
  });

  it('a master saves any report, keeping who created it', () => {
    spec([saved({ siteId: null, createdByMaster: true })])
      .when(update('master'))
      .then([saved({ siteId: null, createdByMaster: true, name: 'Renamed', savedById: 'master' })]);
  });

  it('another site’s custom report, or a deleted one, is not found', () => {
    spec([saved()]).when(update('master', 'other')).thenRejects('report_not_found', 'Report not found.');
    spec([saved(), deleted()]).when(update('master')).thenRejects('report_not_found', 'Report not found.');
    spec([]).when(update('master')).thenRejects('report_not_found', 'Report not found.');
  });
});

describe('deleting a report', () => {
  it('a master deletes any report', () => {
    spec([saved({ siteId: null, createdByMaster: true })])
      .when(remove('master'))
      .then([deleted(null)]);
  });

  it('a coordinator deletes a custom report not created by a master', () => {
    spec([saved()])
      .when(remove('coordinator'))
      .then([deleted('acme', 'coordinator')]);
  });

  it('a coordinator may not delete a master’s custom report or a default one', () => {
    spec([saved({ createdByMaster: true })])
      .when(remove('coordinator'))
      .thenRejects('report_delete_forbidden', 'Report could not be deleted.');
    spec([saved({ siteId: null })])
      .when(remove('coordinator'))
      .thenRejects('report_delete_forbidden', 'Report could not be deleted.');
  });

  it('a regional coordinator deletes nothing', () => {
    spec([saved()]).when(remove('regional_coordinator')).thenRejects('report_delete_forbidden', 'Report could not be deleted.');
  });

  it('another site’s report is not found; a default one is seen from every site', () => {
    spec([saved()]).when(remove('master', 'other')).thenRejects('report_not_found', 'Report not found.');
    spec([saved({ siteId: null })])
      .when(remove('master', 'other'))
      .then([deleted(null)]);
  });
});
