import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { siteEvaluationsQueryOptions, useDeleteSiteEvaluation, type SiteEvaluation } from '../api/site-evaluations';
import { scheduleText } from '../utils/draft';

export const MANAGE_EVALUATIONS = 'content.manage';
export const LOAD_FAILED = 'Site Evaluation could not be loaded.';

export const siteEvaluationsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, MANAGE_EVALUATIONS);
    await queryClient.prefetchQuery(siteEvaluationsQueryOptions(new URL(request.url).searchParams.get('site_id') ?? user.site_id));
    return null;
  };

const sourceOf = (evaluation: SiteEvaluation) =>
  evaluation.site_id === null ? 'Default' : evaluation.parent_id ? 'Edited default' : 'This site';

/** /site_evaluations: a site's evaluations, its own and the defaults it inherits (spec 3 §2.2). */
export function SiteEvaluationsRoute() {
  usePageTitle('Evaluations');
  const user = useSignedInUser();
  const siteId = useSearchParams()[0].get('site_id') ?? user.site_id;
  const evaluations = useQuery(siteEvaluationsQueryOptions(siteId));
  const remove = useDeleteSiteEvaluation(siteId);
  const [removing, setRemoving] = useState<SiteEvaluation | null>(null);
  const resetting = removing?.parent_id != null;

  return (
    <>
      <PageHeader title="Evaluations">
        <Link className="button button--primary" to={`${paths.siteEvaluation.href('new')}?site_id=${encodeURIComponent(siteId)}`}>
          New evaluation
        </Link>
      </PageHeader>
      {evaluations.isError && <ErrorList errors={[LOAD_FAILED]} />}
      {remove.error && <ErrorList errors={isApiError(remove.error) ? remove.error.errors : ['Could not delete the evaluation.']} />}
      {evaluations.data?.length === 0 && <p>This site has no evaluations yet.</p>}
      {evaluations.data && evaluations.data.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Given</th>
                <th scope="col">Questions</th>
                <th scope="col">Source</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {evaluations.data.map((evaluation) => (
                <tr key={evaluation.id}>
                  <td>{evaluation.name}</td>
                  <td>{scheduleText(evaluation)}</td>
                  <td>{evaluation.site_evaluation_questions.filter((q) => q.is_active).length}</td>
                  <td>{sourceOf(evaluation)}</td>
                  <td>
                    <div className="admin-table__actions">
                      <Link
                        className="button button--small"
                        to={`${paths.siteEvaluation.href(evaluation.id)}?site_id=${encodeURIComponent(siteId)}`}
                        aria-label={`Edit ${evaluation.name}`}
                      >
                        Edit
                      </Link>
                      {/* A default is deleted only on the default site (the API says so to anyone else). */}
                      {(evaluation.site_id !== null || user.role === 'master') && (
                        <button type="button" className="button button--small button--danger" onClick={() => setRemoving(evaluation)}>
                          {evaluation.parent_id ? 'Reset' : 'Delete'}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={resetting ? 'Reset evaluation' : 'Delete evaluation'}
        confirmLabel={resetting ? 'Reset' : 'Delete'}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      >
        {resetting
          ? `Reset "${removing?.name ?? ''}" to the default evaluation?`
          : `Delete "${removing?.name ?? ''}"? Participants will no longer be asked it.`}
      </ConfirmDialog>
    </>
  );
}
