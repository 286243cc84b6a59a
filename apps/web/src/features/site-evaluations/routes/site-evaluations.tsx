import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { InheritableList, isDefaultSite } from '../../../components/inheritable-list';
import type { InheritableWording } from '../../../components/inheritable-wording';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';

import { requirePermission } from '../../../lib/route-guards';
import { siteEvaluationsQueryOptions, useDeleteSiteEvaluation } from '../api/site-evaluations';
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

const EVALUATION_WORDING: InheritableWording = { noun: 'Evaluation', deleteNote: 'Participants will no longer be asked it.' };

/** /site_evaluations: a site's evaluations, its own and the defaults it inherits (spec 3 §2.2). */
export function SiteEvaluationsRoute() {
  usePageTitle('Evaluations');
  const user = useSignedInUser();
  const siteId = useSearchParams()[0].get('site_id') ?? user.site_id;
  const evaluations = useQuery(siteEvaluationsQueryOptions(siteId));
  const remove = useDeleteSiteEvaluation(siteId);
  const [message, announce] = useAnnouncement();

  return (
    <>
      <PageHeader title="Evaluations">
        <Link className="button button--primary" to={`${paths.siteEvaluation.href('new')}?site_id=${encodeURIComponent(siteId)}`}>
          New evaluation
        </Link>
      </PageHeader>
      {evaluations.isError && <ErrorList errors={[LOAD_FAILED]} />}
      <StatusMessage message={message} />
      {evaluations.data?.length === 0 && <p>This site has no evaluations yet.</p>}
      {evaluations.data && evaluations.data.length > 0 && (
        <InheritableList
          label="Evaluations"
          items={evaluations.data}
          wording={EVALUATION_WORDING}
          onDefaultSite={isDefaultSite(siteId)}
          nameOf={(evaluation) => evaluation.name}
          editHref={(evaluation) => `${paths.siteEvaluation.href(evaluation.id)}?site_id=${encodeURIComponent(siteId)}`}
          onDelete={(evaluation) => remove.mutateAsync(evaluation.id)}
          onDone={announce}
          columns={[
            { header: 'Name', cell: (evaluation) => evaluation.name },
            { header: 'Given', cell: (evaluation) => scheduleText(evaluation) },
            { header: 'Questions', cell: (evaluation) => evaluation.site_evaluation_questions.filter((q) => q.is_active).length },
          ]}
        />
      )}
    </>
  );
}
