import type { QueryClient } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { requirePermission } from '../../../lib/route-guards';
import { erasuresQueryOptions, useErasures } from '../api/get-erasures';
import '../components/erasures.css';
import { IN_PROGRESS, newestFirst, requesterOf } from '../utils/erasure-rows';

export const ERASURES_NOT_LOADED = 'The erasures could not be loaded.';
/** Who may read the audit: the masters, who alone may erase someone (spec 3 §6 `users.delete`). */
export const ERASURES_PERMISSION = 'users.delete';

export const erasuresLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, ERASURES_PERMISSION);
    // A failure shows on the screen, with a way to try again.
    await queryClient.prefetchQuery(erasuresQueryOptions());
    return null;
  };

const Time = ({ at }: { readonly at: string }) => <time dateTime={at}>{formatTimestamp(at)}</time>;

/** /erasures (masters): who erased whom and when. The erased are known by their id only: their data is gone. */
export function ErasuresRoute() {
  usePageTitle('Erasure Audit');
  const erasures = useErasures();

  return (
    <>
      <PageHeader title="Erasure Audit" />
      <div className="erasures">
        <p>Who erased whom, and when. An erased person&apos;s data is gone: this list knows them by id only.</p>
        {erasures.isError && (
          <>
            <ErrorList errors={[ERASURES_NOT_LOADED]} />
            <button
              type="button"
              className="button"
              aria-disabled={erasures.isFetching || undefined}
              onClick={() => {
                if (!erasures.isFetching) void erasures.refetch();
              }}
            >
              Try again
            </button>
          </>
        )}
        {erasures.isPending && <p role="status">Loading erasures…</p>}
        {erasures.data?.length === 0 && (
          <EmptyState title="No one has been erased" icon={<UserX className="icon icon--lg" />}>
            When a master removes a user, or a person deletes their own account, it is listed here.
          </EmptyState>
        )}
        {erasures.data && erasures.data.length > 0 && (
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--stacked">
              <caption className="visually-hidden">Erasures, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Person (id)</th>
                  <th scope="col">Requested by</th>
                  <th scope="col">Requested at</th>
                  <th scope="col">Erased at</th>
                </tr>
              </thead>
              <tbody>
                {newestFirst(erasures.data).map((record) => (
                  <tr key={`${record.user_id}-${record.requested_at}`}>
                    <td data-label="Person (id)">
                      <code>{record.user_id}</code>
                    </td>
                    <td data-label="Requested by">{requesterOf(record)}</td>
                    <td data-label="Requested at">
                      <Time at={record.requested_at} />
                    </td>
                    <td data-label="Erased at">{record.erased_at ? <Time at={record.erased_at} /> : IN_PROGRESS}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
