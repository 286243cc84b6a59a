import type { DataExportResponse } from '@wellway/contracts';
import type { Kysely } from 'kysely';
import { latestDataExport, type Database, type DataExportOwner, type DataExportView } from '@wellway/read-models';
import type { CurrentUser } from '../http/current-user.js';

/** Where the owner downloads a ready archive (under the API's prefix). */
export const downloadPathOf = (exportId: string): string => `/api/account/exports/${exportId}/download`;

/** docs/api.md's DataExport: the read model's view with its download link (while it is ready). */
export const toDataExportResponse = (view: DataExportView): DataExportResponse => ({
  ...view,
  download_url: view.status === 'ready' ? downloadPathOf(view.id) : null,
});

/** Exports belong to the signed-in person on their site. */
export const ownerOf = (user: CurrentUser): DataExportOwner => ({ userId: user.id, siteId: user.siteId });

/** The person's latest export as docs/api.md answers it (null: none yet). */
export async function latestDataExportOf(db: Kysely<Database>, user: CurrentUser, now: Date): Promise<DataExportResponse | null> {
  const latest = await latestDataExport(db, ownerOf(user), now);
  return latest && toDataExportResponse(latest);
}
