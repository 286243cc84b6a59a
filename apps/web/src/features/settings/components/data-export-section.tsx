import { ProgressBar } from '../../../components/progress';
import { ErrorList } from '../../../components/error-list';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { useLatestDataExport, type DataExport } from '../api/get-latest-data-export';
import { useRequestDataExport } from '../api/request-data-export';

const IMPERSONATING = 'A master impersonating someone may not export their data.';

function ExportState({ latest }: { readonly latest: DataExport }) {
  switch (latest.status) {
    case 'requested':
    case 'building':
      return (
        <div className="data-export__progress">
          <ProgressBar value={latest.progress} max={100} label="Preparing your data export" />
          <p aria-hidden="true">Preparing your archive… {latest.progress}%</p>
        </div>
      );
    case 'ready':
      return (
        <p className="data-export__ready">
          <a className="button button--primary" href={latest.download_url ?? undefined} download>
            Download my data (ZIP)
          </a>{' '}
          <span>The link works until {latest.expires_at && formatTimestamp(latest.expires_at)}, for you alone.</span>
        </p>
      );
    case 'expired':
      return <p>Your last export expired on {latest.expires_at && formatTimestamp(latest.expires_at)}. Ask for a new one.</p>;
    case 'failed':
      return <p>Your last export could not be prepared. Please try again.</p>;
  }
}

/** Personal settings → "Export my data" (GDPR Art. 15 and 20): ask, follow the worker, download. */
export function DataExportSection({ impersonated }: { readonly impersonated: boolean }) {
  const latest = useLatestDataExport();
  const request = useRequestDataExport();
  const current = latest.data ?? null;
  const building = current?.status === 'requested' || current?.status === 'building';
  const errors = request.error ? [isApiError(request.error) ? request.error.message : SERVER_ERROR_MESSAGE] : [];
  return (
    <section id="data-export" className="card data-export" aria-labelledby="data-export-title">
      <h2 id="data-export-title" className="card__title">
        Export my data
      </h2>
      <p>
        Download a copy of everything Wellway keeps about you: your profile and settings, your entries, stats, badges and notifications. You
        get one ZIP file with <code>data.json</code> and <code>entries.csv</code>; we tell you when it is ready, and the link works for 24
        hours.
      </p>
      {impersonated ? (
        <p>{IMPERSONATING}</p>
      ) : (
        <button
          type="button"
          className="button"
          aria-disabled={building || request.isPending}
          onClick={() => {
            if (!building && !request.isPending) request.mutate();
          }}
        >
          {building ? 'Preparing your export…' : 'Export my data'}
        </button>
      )}
      <ErrorList errors={errors} />
      {current && <ExportState latest={current} />}
    </section>
  );
}
