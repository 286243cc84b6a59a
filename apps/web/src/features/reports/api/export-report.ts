import { ApiError, apiPath, errorsOf, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { fileNameOf, lineBreaksIn } from '../utils/file-name';
import type { RunRequest, RunTarget } from './run-report';

export interface ExportProgress {
  /** Data rows received so far (the header line not counted). */
  readonly rows: number;
  readonly bytes: number;
  /** What the API announces (X-Total-Rows, Content-Length), when it does. */
  readonly totalRows: number | null;
  readonly totalBytes: number | null;
}

export interface ExportedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

const numberHeader = (response: Response, name: string): number | null => {
  const value = Number(response.headers.get(name) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
};

async function failureOf(response: Response): Promise<ApiError> {
  const envelope: unknown = await response.json().catch(() => ({}));
  return new ApiError(response.status, errorsOf(typeof envelope === 'object' && envelope ? envelope : {}, response.status));
}

/**
 * POST /api/sites/{siteId}/reports/{id}/export?is_custom= (the run's body): the report's CSV,
 * streamed. Read chunk by chunk so the progress shows as rows arrive; `signal` cancels it.
 */
export async function exportReport(
  target: RunTarget,
  body: RunRequest,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<ExportedFile> {
  const path = `/sites/${encodeURIComponent(target.siteId)}/reports/${encodeURIComponent(target.id)}/export`;
  let response: Response;
  try {
    response = await fetch(apiPath(path, { is_custom: target.isCustom }), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'text/csv', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, [NETWORK_ERROR_MESSAGE]);
  }
  if (!response.ok || !response.body) throw await failureOf(response);
  const totals = { totalRows: numberHeader(response, 'X-Total-Rows'), totalBytes: numberHeader(response, 'Content-Length') };
  const chunks: Uint8Array[] = [];
  let lines = 0;
  let bytes = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
    lines += lineBreaksIn(part.value);
    bytes += part.value.byteLength;
    onProgress({ rows: Math.max(0, lines - 1), bytes, ...totals });
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), 'report.csv');
  return { blob: new Blob(chunks as BlobPart[], { type: 'text/csv' }), fileName };
}
