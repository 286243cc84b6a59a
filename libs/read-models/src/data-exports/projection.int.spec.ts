import { describe, expect, it } from 'vitest';
import { dataExportsStream, type DataExportCompleted, type DataExportRequested } from '@wellway/domain';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { dataExportsProjection } from './projection.js';
import {
  deleteExpiredDataExportArchives,
  findDataExportArchive,
  latestDataExport,
  recordDataExportProgress,
  storeDataExportArchive,
} from './queries.js';

const log = new EventLog();
const anna = { userId: 'anna', siteId: 'site-acme' };
const ben = { userId: 'ben', siteId: 'site-acme' };

const requested = (exportId: string, who: typeof anna, requestedAt: string) =>
  log.append<DataExportRequested['data']>(dataExportsStream(who.userId), 'DataExportRequested', { exportId, ...who, requestedAt });
const completed = (exportId: string, who: typeof anna, readyAt: string, expiresAt: string) =>
  log.append<DataExportCompleted['data']>(dataExportsStream(who.userId), 'DataExportCompleted', { exportId, ...who, readyAt, expiresAt });

requested('x-1', anna, '2026-11-20T10:00:00.000Z');
completed('x-1', anna, '2026-11-20T10:01:00.000Z', '2026-11-21T10:01:00.000Z');
requested('x-2', anna, '2026-11-22T10:00:00.000Z');
requested('x-3', ben, '2026-11-22T10:00:00.000Z');
completed('x-3', ben, '2026-11-22T10:02:00.000Z', '2026-11-23T10:02:00.000Z');
log.append(dataExportsStream('ben'), 'DataExportFailed', { exportId: 'x-9', ...ben, failedAt: '2026-11-22T10:03:00.000Z' }); // no such export: nothing

const bed = useReadModelDb();

describe('data exports projection', () => {
  itGivesTheSameTables(bed, dataExportsProjection, log.events, { data_exports: 3 });

  it("shows a person's latest export: requested, building with the worker's progress, then ready until it expires", async () => {
    const now = new Date('2026-11-22T10:05:00.000Z');
    expect(await latestDataExport(bed.db, anna, now)).toEqual({
      id: 'x-2',
      status: 'requested',
      progress: 0,
      requested_at: '2026-11-22T10:00:00.000Z',
      ready_at: null,
      expires_at: null,
    });
    await recordDataExportProgress(bed.db, 'x-2', 40, now);
    await recordDataExportProgress(bed.db, 'x-2', 10, now); // never goes back
    expect(await latestDataExport(bed.db, anna, now)).toMatchObject({ status: 'building', progress: 40 });
    expect(await latestDataExport(bed.db, ben, now)).toMatchObject({ id: 'x-3', status: 'ready', progress: 100 });
    expect(await latestDataExport(bed.db, ben, new Date('2026-11-23T10:02:00.000Z'))).toMatchObject({ status: 'expired' });
    expect(await latestDataExport(bed.db, { userId: 'ben', siteId: 'site-other' }, now)).toBeNull();
  });

  it('keeps an archive for its owner alone, until the sweep after its expiry', async () => {
    const archive = new Uint8Array([80, 75, 5, 6]);
    await storeDataExportArchive(bed.db, {
      exportId: 'x-3',
      ...ben,
      fileName: 'wellway-data.zip',
      archive,
      createdAt: new Date('2026-11-22T10:02:00.000Z'),
      expiresAt: new Date('2026-11-23T10:02:00.000Z'),
    });
    expect((await findDataExportArchive(bed.db, 'x-3', ben))?.archive).toEqual(Buffer.from(archive));
    expect(await findDataExportArchive(bed.db, 'x-3', anna)).toBeNull();
    expect(await deleteExpiredDataExportArchives(bed.db, new Date('2026-11-23T10:01:59.000Z'))).toBe(0);
    expect(await deleteExpiredDataExportArchives(bed.db, new Date('2026-11-23T10:02:00.000Z'))).toBe(1);
    expect(await findDataExportArchive(bed.db, 'x-3', ben)).toBeNull();
  });

  it("deletes an erased person's archives at their erasure, and stores none for them after it", async () => {
    const archive = (exportId: string, who: typeof anna) => ({
      exportId,
      ...who,
      fileName: 'wellway-data.zip',
      archive: new Uint8Array([80, 75, 5, 6]),
      createdAt: new Date('2026-11-22T10:02:00.000Z'),
      expiresAt: new Date('2026-11-23T10:02:00.000Z'),
    });
    expect(await storeDataExportArchive(bed.db, archive('x-1', anna))).toBe(true);
    expect(await storeDataExportArchive(bed.db, archive('x-3', ben))).toBe(true);
    await recordDataExportProgress(bed.db, 'x-2', 40, new Date('2026-11-22T10:05:00.000Z'));
    const erasure = log.append(`user-anna`, 'UserErasureRequested', {
      userId: 'anna',
      siteId: 'site-acme',
      requestedById: 'master',
      bySelf: false,
      requestedAt: '2026-11-22T11:00:00.000Z',
      emailReservationStream: 'user_email-x',
      eligibilityId: null,
    });
    await applyBatch(bed.db, dataExportsProjection, [erasure]);
    expect(await findDataExportArchive(bed.db, 'x-1', anna)).toBeNull();
    expect(await bed.db.selectFrom('data_export_progress').select('export_id').where('export_id', '=', 'x-2').execute()).toEqual([]);
    expect(await findDataExportArchive(bed.db, 'x-3', ben)).not.toBeNull();
    // A build finishing after the erasure (the erasures read model has them) stores nothing.
    await bed.db
      .insertInto('erasures')
      .values({
        user_id: 'anna',
        site_id: 'site-acme',
        requested_by_id: 'master',
        by_self: false,
        requested_at: new Date(),
        erased_at: null,
      })
      .execute();
    expect(await storeDataExportArchive(bed.db, archive('x-2', anna))).toBe(false);
    expect(await findDataExportArchive(bed.db, 'x-2', anna)).toBeNull();
  });
});
