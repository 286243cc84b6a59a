import { useQuery } from '@tanstack/react-query';
import type { ReportRun } from '@wellway/contracts';
import { Table2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { isApiError } from '../../../lib/api-client';
import { reportCountQueryOptions } from '../api/count-report';
import { nextPageOf, reportRunQueryOptions, totalOf, useNextReportPage, type RunRequest, type RunTarget } from '../api/run-report';

export const REPORT_NOT_RUN = 'Report could not be run.';

export interface RunState {
  readonly target: RunTarget;
  readonly body: RunRequest;
  readonly id: number;
}

/** The report page's "running" and "shown" states (spec 3 §4): results, none, or the error flag. Keyed by the run. */
export function ResultsTable({ run }: { readonly run: RunState }) {
  const first = useQuery(reportRunQueryOptions(run.target, run.body, run.id));
  // The run answers its first rows without counting the rest: the count follows on its own.
  const counted = useQuery({ ...reportCountQueryOptions(run.target, run.body, run.id), enabled: first.data?.total_rows === null });
  const [more, setMore] = useState<readonly ReportRun[]>([]);
  const next = useNextReportPage(run.target, run.body);
  const pages = first.data ? [first.data, ...more] : [];
  const nextPage = next.isPending || next.isError ? null : nextPageOf(pages);
  const sentinel = useNextPageOnSight(nextPage, (page) => next.mutate(page, { onSuccess: (data) => setMore((old) => [...old, data]) }));
  if (first.isPending) {
    return (
      <p className="report-results__status" role="status">
        Running the report…
      </p>
    );
  }
  if (first.isError) return <ErrorList errors={isApiError(first.error) ? first.error.errors : [REPORT_NOT_RUN]} />;
  const { notice, aggregated, data } = first.data;
  const rows = pages.flatMap((page) => page.data.rows);
  const total = totalOf(pages, counted.data);
  return (
    <>
      {notice && (
        <p className="notice report-results__notice" role="note">
          {notice}
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyState icon={<Table2 className="icon icon--lg" />} title="No results.">
          No participant matches this report.
        </EmptyState>
      ) : (
        <>
          <p className="report-results__count" role="status">
            Showing {rows.length}
            {total !== null ? ` of ${total}` : ''} {unitOf(aggregated, total ?? rows.length)}
            {total === null && counted.isFetching ? ' (counting…)' : ''}
          </p>
          <div className="report-results__wrap" tabIndex={0} role="region" aria-label="Report results">
            <table className="admin-table report-results__table">
              <thead>
                <tr>
                  {data.fields.map((name, index) => (
                    <th key={index} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, column) => (
                      <td key={column}>{cell ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <div ref={sentinel} className="report-results__more" aria-hidden="true" />
          </div>
          {next.isPending && <p className="report-results__status">Loading more rows…</p>}
          {next.isError && <ErrorList errors={isApiError(next.error) ? next.error.errors : [REPORT_NOT_RUN]} />}
        </>
      )}
    </>
  );
}

const unitOf = (aggregated: boolean, count: number) => (aggregated ? 'group' : 'row') + (count === 1 ? '' : 's');

/** Spec 3 §9: 20 more rows each time the end of the table scrolls into sight (inside its box or the page). */
function useNextPageOnSight(page: number | null, fetch: (page: number) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const fetchRef = useRef(fetch);
  useEffect(() => {
    fetchRef.current = fetch;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || page === null) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        fetchRef.current(page);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [page]);
  return ref;
}
