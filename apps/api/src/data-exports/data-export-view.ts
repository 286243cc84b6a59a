import type { DataExportResponse } from '@wellway/contracts';
import type { DataExportView } from '@wellway/read-models';

/** Where the owner downloads a ready archive (under the API's prefix). */
export const downloadPathOf = (exportId: string): string => `/api/account/exports/${exportId}/download`;

/** docs/api.md's DataExport: the read model's view with its download link (while it is ready). */
export const toDataExportResponse = (view: DataExportView): DataExportResponse => ({
  ...view,
  download_url: view.status === 'ready' ? downloadPathOf(view.id) : null,
});
