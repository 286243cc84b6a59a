import { describe, expect, it } from 'vitest';
import { reportFields } from '../index.js';
import { defaultReportId, defaultReports } from './default-reports.js';

describe('default reports', () => {
  it('name only report fields of the registry, each report at least one', () => {
    const known = new Set(reportFields.map((field) => field.id));
    for (const report of defaultReports) {
      expect(report.fields.length, report.name).toBeGreaterThan(0);
      for (const id of report.fields) expect(known.has(id), `${report.name}: ${id}`).toBe(true);
    }
  });

  it('have stable ids of their own', () => {
    const ids = defaultReports.map((report) => defaultReportId(report.key));
    expect(new Set(ids).size).toBe(defaultReports.length);
    expect(defaultReportId('participants')).toBe(defaultReportId('participants'));
  });
});
