import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { isApiError } from '../../../lib/api-client';
import { exportReport, type ExportProgress } from '../api/export-report';
import type { RunRequest, RunTarget } from '../api/run-report';

export const REPORT_NOT_EXPORTED = 'Report could not be exported.';

/** Hands the finished file to the browser as a download. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString()} kB`;

function progressText({ rows, bytes, totalRows, totalBytes }: ExportProgress): string {
  const rowPart = totalRows !== null ? `${rows.toLocaleString()} of ${totalRows.toLocaleString()} rows` : `${rows.toLocaleString()} rows`;
  const bytePart = totalBytes !== null ? `${kilobytes(bytes)} of ${kilobytes(totalBytes)}` : kilobytes(bytes);
  return `${rowPart} (${bytePart})`;
}

/** Issue 16 Export: the report's CSV as it streams, with its progress, cancellable. */
export function ExportButton({ target, body }: { readonly target: RunTarget; readonly body: RunRequest }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setErrors([]);
    setProgress({ rows: 0, bytes: 0, totalRows: null, totalBytes: null });
    try {
      const file = await exportReport(target, body, setProgress, controller.signal);
      download(file.blob, file.fileName);
    } catch (error) {
      if (!controller.signal.aborted) setErrors(isApiError(error) ? error.errors : [REPORT_NOT_EXPORTED]);
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
    }
  };

  return (
    <div className="report-export">
      {progress ? (
        <>
          <progress
            className="report-export__bar"
            aria-label="Export progress"
            max={progress.totalRows ?? undefined}
            value={progress.totalRows !== null ? progress.rows : undefined}
          />
          <span className="report-export__text" role="status">
            Exporting: {progressText(progress)}
          </span>
          <button type="button" className="button button--small" onClick={() => abort.current?.abort()}>
            Cancel export
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={() => void start()}>
          <Download className="icon icon--sm" aria-hidden="true" /> Export CSV
        </button>
      )}
      {errors.length > 0 && <ErrorList errors={errors} />}
    </div>
  );
}
