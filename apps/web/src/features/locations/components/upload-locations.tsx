import { useRef, useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { isApiError } from '../../../lib/api-client';
import { useUploadLocations, type UploadReport } from '../api/upload-locations';
import { csvFileProblem } from '../utils/csv-file';

const UPLOAD_FAILED = 'Oops, something went wrong while uploading your file.';
const statusLabel = { created: 'Created', existing: 'Already there', rejected: 'Rejected' } as const;

/** Bulk upload: a CSV with one location path per row; the API answers a row-by-row report. */
export function UploadLocations({ siteId, onUploaded }: { readonly siteId: string; readonly onUploaded: (message: string) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const reportRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [report, setReport] = useState<UploadReport | null>(null);
  const upload = useUploadLocations();

  return (
    <section className="card location-upload" aria-labelledby="location-upload-title">
      <h2 id="location-upload-title" className="section-title">
        Upload locations
      </h2>
      <p className="field__hint" id="location-upload-hint">
        A .csv file (at most 4 MB) with one location per row, from the top level down: <code>level1,level2,level3</code>, for example{' '}
        <code>Headquarters,Finance</code>. Locations that already exist are reused; an optional first row <code>level1,level2,level3</code>{' '}
        is skipped.
      </p>
      <form
        className="location-upload__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const file = inputRef.current?.files?.[0];
          if (upload.isPending) return;
          if (!file) {
            setErrors(['Choose a .csv file to upload.']);
            return;
          }
          const problem = csvFileProblem(file);
          if (problem) {
            setErrors([problem]);
            return;
          }
          upload.mutate(
            { siteId, file },
            {
              onSuccess: ({ data }) => {
                setErrors([]);
                setReport(data);
                onUploaded(`${data.file_name} uploaded: ${data.created_count} created, ${data.rejected_count} rejected.`);
                if (inputRef.current) inputRef.current.value = '';
                requestAnimationFrame(() => reportRef.current?.focus());
              },
              onError: (error) => setErrors([UPLOAD_FAILED, ...(isApiError(error) ? error.errors : [])]),
            },
          );
        }}
      >
        {errors.length > 0 && <ErrorList errors={errors} />}
        <div className="field">
          <label className="field__label" htmlFor="location-upload-file">
            CSV file
          </label>
          <input
            ref={inputRef}
            id="location-upload-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            className="input"
            aria-describedby="location-upload-hint"
          />
        </div>
        <button type="submit" className="button button--primary" aria-disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </button>
      </form>
      {report && (
        <div className="upload-report">
          <h3 ref={reportRef} tabIndex={-1} className="upload-report__title">
            {report.file_name}: {report.created_count} {report.created_count === 1 ? 'location' : 'locations'} created,{' '}
            {report.rejected_count} {report.rejected_count === 1 ? 'row' : 'rows'} rejected
          </h3>
          <div className="upload-report__scroll">
            <table className="upload-report__table">
              <caption className="visually-hidden">Upload report, one row per line of the file</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Location</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.row} className={`upload-report__row upload-report__row--${row.status}`}>
                    <td>{row.row}</td>
                    <td>{row.path.map((name) => name || '(empty)').join(' › ')}</td>
                    <td>
                      {statusLabel[row.status]}
                      {row.message && `: ${row.message}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
