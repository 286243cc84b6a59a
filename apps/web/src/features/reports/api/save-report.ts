import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, SaveReportBody } from '@wellway/contracts';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export interface SaveReportInput {
  readonly siteId: string;
  /** null: a new report (POST); else PUT of that report. */
  readonly id: string | null;
  readonly body: SaveReportBody;
}

/** POST /api/sites/{site_id}/reports, PUT …/{id} (spec 3 §7); PUT with `as_custom` saves a custom copy of it (Save As). */
export function saveReport({ siteId, id, body }: SaveReportInput): Promise<ApiResponse<Report>> {
  const base = `/sites/${encodeURIComponent(siteId)}/reports`;
  return id === null ? apiClient.post<Report>(base, { body }) : apiClient.put<Report>(`${base}/${encodeURIComponent(id)}`, { body });
}

export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReport,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['reports'], meta.position),
  });
}
