import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { requireUser } from '../../../lib/route-guards';
import { useAnswerSiteEvaluation } from '../api/answer-site-evaluation';
import { siteEvaluationQueryOptions } from '../api/get-site-evaluation';
import { EvaluationForm } from '../components/evaluation-form';
import '../components/evaluations.css';

export const LOAD_FAILED = 'Site Evaluation could not be loaded.';

export const evaluationLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requireUser(queryClient, request);
    // A failure is shown on the screen (spec 2 §8), not as an error page.
    await queryClient.prefetchQuery(siteEvaluationQueryOptions(user.site_id, params.id ?? ''));
    return null;
  };

/** Spec 2 §8: the 'Error' dialog shows the first error, its lines joined by line breaks. */
function ErrorDialog({ error, onClose }: { readonly error: unknown; readonly onClose: () => void }) {
  const first = (isApiError(error) ? error.errors[0] : undefined) ?? SERVER_ERROR_MESSAGE;
  return (
    <ModalDialog
      open
      title="Error"
      role="alertdialog"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      }
    >
      {first.split('\n').map((line) => (
        <p key={line}>{line}</p>
      ))}
    </ModalDialog>
  );
}

function Completed({ hasMore }: { readonly hasMore: boolean }) {
  return (
    <div className="evaluation-done" role="status">
      <EmptyState title="Thank you!">You have completed this evaluation.</EmptyState>
      <p>
        {hasMore ? (
          <Link className="button button--primary" to={paths.evaluation.current.href()}>
            Next evaluation
          </Link>
        ) : (
          <Link className="button button--primary" to={paths.home.href()}>
            Go to Home
          </Link>
        )}
      </p>
    </div>
  );
}

/** /evaluation/{id}: the participant answers an evaluation (spec 2 §2, §4). */
export function EvaluationRoute() {
  const user = useSignedInUser();
  const id = useParams().id ?? '';
  const evaluation = useQuery(siteEvaluationQueryOptions(user.site_id, id));
  const answer = useAnswerSiteEvaluation(user.id);
  const [dialogOpen, setDialogOpen] = useState(false);
  usePageTitle(evaluation.data?.name ?? 'Evaluation');

  if (evaluation.isError) {
    return (
      <>
        <PageHeader title="Evaluation" />
        <ErrorList errors={[LOAD_FAILED]} />
        <Link to={paths.home.href()}>Go to Home</Link>
      </>
    );
  }
  if (!evaluation.data) return <PageHeader title="Evaluation" />;
  const completed = user.completed_evaluation_ids?.includes(id) ?? false;
  const hasMore = (user.pending_evaluation_ids ?? []).some((pending) => pending !== id);
  return (
    <>
      <PageHeader title={evaluation.data.name} />
      {completed ? (
        <Completed hasMore={hasMore} />
      ) : (
        <EvaluationForm
          questions={evaluation.data.site_evaluation_questions}
          busy={answer.isPending}
          onSubmit={(answers) => answer.mutate({ id, answers }, { onError: () => setDialogOpen(true) })}
        />
      )}
      {dialogOpen && answer.error && <ErrorDialog error={answer.error} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
