import { sql } from 'kysely';
import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

export type DataExportStatus = 'requested' | 'building' | 'ready' | 'expired' | 'failed';

/** A person's export as the settings screen shows it (docs/api.md's DataExport, less its link). */
export interface DataExportView {
  id: string;
  status: DataExportStatus;
  progress: number;
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
}

/** The export's person: their id, on their site (the data export's subject). */
export type DataExportOwner = PersonalDataSubject;

/** The person's latest export, its status as of `now` (a ready archive past its expiry is expired). */
export async function latestDataExport(db: Db, { userId, siteId }: DataExportOwner, now: Date): Promise<DataExportView | null> {
  const row = await db
    .selectFrom('data_exports as e')
    .leftJoin('data_export_progress as p', 'p.export_id', 'e.id')
    .select(['e.id', 'e.status', 'e.requested_at', 'e.ready_at', 'e.expires_at', 'p.progress'])
    .where('e.user_id', '=', userId)
    .where('e.site_id', '=', siteId)
    .orderBy('e.requested_at', 'desc')
    .orderBy('e.position', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const expired = row.status === 'ready' && row.expires_at !== null && row.expires_at.getTime() <= now.getTime();
  const status: DataExportStatus =
    row.status === 'requested' ? ((row.progress ?? 0) > 0 ? 'building' : 'requested') : expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    progress: row.status === 'ready' ? 100 : (row.progress ?? 0),
    requested_at: row.requested_at.toISOString(),
    ready_at: row.ready_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/** An export's archive, only for its owner (anyone else: null, as if there were none). */
export async function findDataExportArchive(
  db: Db,
  exportId: string,
  { userId, siteId }: DataExportOwner,
): Promise<{ file_name: string; archive: Buffer; expires_at: Date } | null> {
  const row = await db
    .selectFrom('data_export_archives')
    .select(['file_name', 'archive', 'expires_at'])
    .where('export_id', '=', exportId)
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row ?? null;
}

/** Whether the owner has (or had) this export, whatever became of its archive. */
export async function findOwnDataExport(db: Db, exportId: string, { userId, siteId }: DataExportOwner) {
  return (
    (await db
      .selectFrom('data_exports')
      .select(['id', 'status', 'expires_at'])
      .where('id', '=', exportId)
      .where('user_id', '=', userId)
      .where('site_id', '=', siteId)
      .executeTakeFirst()) ?? null
  );
}

/** The worker's progress (0–100); it never goes back, so a retried build does not make the bar jump. */
export async function recordDataExportProgress(db: Db, exportId: string, progress: number, at: Date): Promise<void> {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  await db
    .insertInto('data_export_progress')
    .values({ export_id: exportId, progress: value, updated_at: at })
    .onConflict((oc) =>
      oc.column('export_id').doUpdateSet({
        progress: sql<number>`greatest(data_export_progress.progress, excluded.progress)`,
        updated_at: (eb) => eb.ref('excluded.updated_at'),
      }),
    )
    .execute();
}

export interface StoredDataExportArchive {
  readonly exportId: string;
  readonly userId: string;
  readonly siteId: string;
  readonly fileName: string;
  readonly archive: Uint8Array;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/**
 * The lock an archive's store and a person's erasure both take (in their own transactions), so a
 * build finishing while its person is being erased either stores before the erasure deletes it,
 * or sees the erasure and stores nothing.
 */
async function lockPersonsArchives(trx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`data-export-archives:${userId}`}))`.execute(trx);
}

/**
 * Stores a finished archive; storing it again (a retried job) replaces it. Returns false, storing
 * nothing, when its person has been erased meanwhile (the erasures read model has them).
 */
export async function storeDataExportArchive(db: Db, stored: StoredDataExportArchive): Promise<boolean> {
  const archive = Buffer.from(stored.archive);
  const row = {
    export_id: stored.exportId,
    user_id: stored.userId,
    site_id: stored.siteId,
    file_name: stored.fileName,
    archive,
    byte_size: archive.byteLength,
    created_at: stored.createdAt,
    expires_at: stored.expiresAt,
  };
  return db.transaction().execute(async (trx) => {
    await lockPersonsArchives(trx, stored.userId);
    const erased = await trx.selectFrom('erasures').select('user_id').where('user_id', '=', stored.userId).executeTakeFirst();
    if (erased) return false;
    await trx
      .insertInto('data_export_archives')
      .values(row)
      .onConflict((oc) =>
        oc.column('export_id').doUpdateSet({ archive, byte_size: row.byte_size, file_name: row.file_name, expires_at: row.expires_at }),
      )
      .execute();
    return true;
  });
}

/** An erased person's archives and their progress rows go (docs/personal-data.md: derived copies too). */
export async function deletePersonsArchives(trx: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  for (const userId of [...new Set(userIds)].sort()) await lockPersonsArchives(trx, userId);
  await trx.deleteFrom('data_export_archives').where('user_id', 'in', userIds).execute();
  await trx
    .deleteFrom('data_export_progress')
    .where('export_id', 'in', (eb) => eb.selectFrom('data_exports').select('id').where('user_id', 'in', userIds))
    .execute();
}

/** The sweep: deletes every archive whose 24 hours are over; returns how many. */
export async function deleteExpiredDataExportArchives(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('data_export_archives').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
