import type { QueryClient } from '@tanstack/react-query';
import { ListPlus, PenLine, Target } from 'lucide-react';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import type { Goal } from '@wellway/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { SkeletonLines } from '../../../components/skeleton';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { requirePermission } from '../../../lib/route-guards';
import { useChangeGoalStatus } from '../api/change-goal-status';
import { goalsQueryOptions, useGoals } from '../api/get-goals';
import { ErrorDialog } from '../components/error-dialog';
import { GoalCard } from '../components/goal-card';
import { GoalsTabs } from '../components/goals-tabs';
import { ShareDialog } from '../components/share-dialog';
import '../components/goals.css';

/** Spec 2 §9: a person works on at most 3 goals at once. */
export const MAX_ACTIVE_GOALS = 3;

export const activeGoalsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'goals.view');
    await queryClient.prefetchQuery(goalsQueryOptions('active'));
    return null;
  };

/** /goals/active — My Goals: complete (then share), cancel, edit one's own. */
export function ActiveGoalsRoute() {
  usePageTitle('My Goals');
  const goals = useGoals('active');
  const change = useChangeGoalStatus();
  const [sharing, setSharing] = useState<Goal | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [message, announce] = useAnnouncement();
  const full = (goals.data?.length ?? 0) >= MAX_ACTIVE_GOALS;

  const act = (goal: Goal, action: 'complete' | 'cancel') =>
    change.mutate(
      { id: goal.id, action },
      {
        onSuccess: ({ data }) => {
          if (action === 'complete') setSharing(data);
          else announce(`${goal.title || 'Goal'} canceled.`);
        },
        onError: setFailure,
      },
    );

  return (
    <div className="goals">
      <PageHeader title="Goals">
        <p className="page-header__lead">Pick up to {MAX_ACTIVE_GOALS} goals at a time, from the site's ideas or your own.</p>
      </PageHeader>
      <GoalsTabs />
      <div className="goals__toolbar">
        <Link className="button button--primary" to={paths.goals.choose.href()} aria-disabled={full || undefined}>
          <ListPlus className="icon" aria-hidden="true" /> Choose a goal
        </Link>
        <Link className="button" to={paths.goals.create.href()} aria-disabled={full || undefined}>
          <PenLine className="icon" aria-hidden="true" /> Create your own
        </Link>
        {full && <p className="goals__full">You have {MAX_ACTIVE_GOALS} active goals. Complete or cancel one to start another.</p>}
      </div>
      <StatusMessage message={message} />
      {goals.isPending && <SkeletonLines lines={3} />}
      {goals.isError && <ErrorList errors={['Active User Goals could not be found']} />}
      {goals.data?.length === 0 && (
        <EmptyState title="No active goals yet" icon={<Target className="icon" />}>
          Choose one of the site's goals, or create your own.
        </EmptyState>
      )}
      <ul className="goals__list" aria-label="Active goals">
        {goals.data?.map((goal) => (
          <li key={goal.id}>
            <GoalCard
              goal={goal}
              headingLevel="h2"
              actions={
                <>
                  <button type="button" className="button button--primary button--small" onClick={() => act(goal, 'complete')}>
                    Complete
                  </button>
                  {goal.is_custom && (
                    <Link className="button button--small" to={paths.goals.create.href(goal.id)}>
                      Edit
                    </Link>
                  )}
                  <button type="button" className="button button--quiet button--small" onClick={() => act(goal, 'cancel')}>
                    Cancel goal
                  </button>
                </>
              }
            />
          </li>
        ))}
      </ul>
      <ShareDialog goal={sharing} justCompleted onClose={() => setSharing(null)} />
      <ErrorDialog error={failure} onClose={() => setFailure(null)} />
    </div>
  );
}
