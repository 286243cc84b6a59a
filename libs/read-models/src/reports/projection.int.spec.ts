import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETED_REPORT_CONTENT, type ReportSaved } from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, replayedAlike, useReadModelDb } from '../testing/read-model-db.spec.js';
import { savedReportsProjection } from './projection.js';
import { findSavedReport, listSavedReports } from './queries.js';

const log = new EventLog();
const save = (reportId: string, siteId: string | null, name: string, fields: Partial<ReportSaved['data']> = {}) =>
  log.append(`report-${reportId}`, 'ReportSaved', {
    reportId,
    siteId,
    name,
    reportType: 'Simple',
    fields: ['first_name'],
    filters: [{ field: 'first_name', sign: 'starts with', value: 'A' }],
    sql: null,
    parentId: null,
    createdByMaster: siteId === null,
    savedById: 'someone',
    savedAt: '2026-12-01T10:00:00.000Z',
    ...fields,
  });
const remove = (reportId: string, siteId: string | null) =>
  log.append(`report-${reportId}`, 'ReportDeleted', { reportId, siteId, deletedById: 'master', deletedAt: '2026-12-01T11:00:00.000Z' });

save('d-1', null, 'Participants');
save('d-2', null, 'Badges');
save('c-1', 'acme', 'Acme steps');
save('c-1', 'acme', 'Acme steps by office', { parentId: 'd-1' });
save('c-2', 'other', 'Other site report');
save('c-3', 'acme', 'Gone');
remove('c-3', 'acme');
save('c-4', 'acme', 'Jane Doe', {
  reportType: 'SQL',
  fields: [],
  filters: [],
  sql: "select * from participants where email = 'jane@example.com'",
});
save('c-4', 'acme', 'Jane Doe, again', { filters: [{ field: 'email', sign: 'is', value: 'jane@example.com' }] });
remove('c-4', 'acme');

const deletedIds = new Set(['c-3', 'c-4']);
/** The same log as a reader sees it once the deleted reports' keys are gone: their free text replaced. */
const afterTheirKeysAreGone: StoredEvent[] = log.events.map((event) =>
  event.type === 'ReportSaved' && deletedIds.has((event.data as ReportSaved['data']).reportId)
    ? { ...event, data: { ...(event.data as ReportSaved['data']), ...DELETED_REPORT_CONTENT } }
    : event,
);

const bed = useReadModelDb();

describe('saved reports projection', () => {
  itGivesTheSameTables(bed, savedReportsProjection, log.events, { saved_reports: 6 });

  it('gives the same tables when rebuilt once the deleted reports’ keys are gone', async () => {
    const live = await replayedAlike(bed.db, savedReportsProjection, log.events);
    expect(await replayedAlike(bed.db, savedReportsProjection, afterTheirKeysAreGone)).toEqual(live);
  });

  describe('as the reports page lists them', () => {
    beforeAll(async () => {
      await sql`truncate saved_reports`.execute(bed.db);
      await applyBatch(bed.db, savedReportsProjection, log.events);
      await applyBatch(bed.db, savedReportsProjection, log.events); // replayed: nothing changes
    });

    it("lists the default reports, then the site's own custom ones; never another site's, never a deleted one", async () => {
      expect((await listSavedReports(bed.db, 'acme')).map((r) => r.name)).toEqual(['Badges', 'Participants', 'Acme steps by office']);
      expect((await listSavedReports(bed.db, 'other')).map((r) => r.name)).toEqual(['Badges', 'Participants', 'Other site report']);
    });

    it('keeps the last save and what it holds', async () => {
      expect(await findSavedReport(bed.db, 'acme', 'c-1')).toEqual({
        id: 'c-1',
        site_id: 'acme',
        name: 'Acme steps by office',
        report_type: 'Simple',
        fields: ['first_name'],
        filters: [{ field: 'first_name', sign: 'starts with', value: 'A' }],
        sql: null,
        parent_id: 'd-1',
        created_by_master: false,
      });
      expect(await findSavedReport(bed.db, 'other', 'c-1')).toBeUndefined();
      expect(await findSavedReport(bed.db, 'acme', 'c-3')).toBeUndefined();
    });

    it("keeps a deleted report's row without its name, filters or SQL", async () => {
      const rows = await bed.db
        .selectFrom('saved_reports')
        .select(['id', 'name', 'filters', 'sql', 'deleted'])
        .where('id', 'in', [...deletedIds])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: 'c-3', name: 'Deleted report', filters: [], sql: null, deleted: true },
        { id: 'c-4', name: 'Deleted report', filters: [], sql: null, deleted: true },
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/jane|Gone/i);
    });
  });
});
