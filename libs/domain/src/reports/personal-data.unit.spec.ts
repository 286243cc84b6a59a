import { describe, expect, it } from 'vitest';
import { personalDataPolicy } from '../index.js';
import { savedReportDecider } from './decider.js';
import type { ReportSaved } from './events.js';
import { DELETED_REPORT_CONTENT, reportPersonalData, reportSubject } from './personal-data.js';

const saved: ReportSaved['data'] = {
  reportId: 'r-1',
  siteId: 'acme',
  name: 'Jane Doe follow-up',
  reportType: 'SQL',
  fields: [],
  filters: [{ field: 'email', sign: 'is', value: 'jane@example.com' }],
  sql: "select * from participants where last_name = 'Doe'",
  parentId: null,
  createdByMaster: false,
  savedById: 'u-coordinator',
  savedAt: '2026-12-01T10:00:00.000Z',
};

describe("a saved report's personal data", () => {
  const [rule] = reportPersonalData.rules.ReportSaved;

  it('seals its free text (name, filters, SQL) under the report’s own key, not its author’s', () => {
    expect(Object.keys(rule.fields).sort()).toEqual(['filters', 'name', 'sql']);
    expect(rule.subject(saved)).toBe('report:r-1');
    expect(reportSubject('r-1')).not.toBe(saved.savedById);
    expect(personalDataPolicy.rules.ReportSaved).toBe(reportPersonalData.rules.ReportSaved);
  });

  it('keeps ids, layout and field ids in clear (the subject among them)', () => {
    const clear = Object.keys(saved).filter((field) => !Object.hasOwn(rule.fields, field));
    expect(clear.sort()).toEqual(['createdByMaster', 'fields', 'parentId', 'reportId', 'reportType', 'savedAt', 'savedById', 'siteId']);
  });

  it('reads a deleted report as "Deleted report", with no filters and no SQL', () => {
    expect(rule.fields).toEqual({ name: 'Deleted report', filters: [], sql: null });
    expect(rule.fields).toBe(DELETED_REPORT_CONTENT);
  });

  it('erases the report’s key with its deletion; a run and a deletion carry none', () => {
    const deleted = { reportId: 'r-1', siteId: 'acme', deletedById: 'u-master', deletedAt: '2026-12-02T10:00:00.000Z' };
    expect(personalDataPolicy.erasures.ReportDeleted?.(deleted as never)).toBe(rule.subject(saved));
    expect(personalDataPolicy.rules.ReportDeleted).toBeUndefined();
    expect(personalDataPolicy.rules.ReportRan).toBeUndefined();
  });

  it('marks a ReportSaved written before schema version 3 as holding it in clear', () => {
    expect(personalDataPolicy.sealedFrom).toEqual({ ReportSaved: 3 });
  });

  it('folds a ReportSaved read with its replacements like any other (a replay after the deletion)', () => {
    const read = { ...saved, ...DELETED_REPORT_CONTENT };
    const state = savedReportDecider.evolve(savedReportDecider.initialState(), { type: 'ReportSaved', data: read });
    expect(state).toEqual({ status: 'saved', siteId: 'acme', parentId: null, createdByMaster: false });
  });
});
