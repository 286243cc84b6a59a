import type { QueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { Goal } from '@wellway/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { SkeletonLines } from '../../../components/skeleton';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { requirePermission } from '../../../lib/route-guards';
import { useChangeGoalStatus } from '../api/change-goal-status';
import { goalsQueryOptions, useGoals } from '../api/get-goals';
import { ErrorDialog } from '../components/error-dialog';
import { GoalCard } from '../components/goal-card';
import { GoalsTabs } from '../components/goals-tabs';
import { monthYearOf } from '../components/months';
import { ShareDialog } from '../components/share-dialog';
import '../components/goals.css';

export const goalHistoryLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'goals.view');
    await queryClient.prefetchQuery(goalsQueryOptions('completed'));
    return null;
  };

/** Completed goals, newest first, grouped by month and year of completion. */
function grouped(goals: readonly Goal[]): [string, Goal[]][] {
  const groups = new Map<string, Goal[]>();
  for (const goal of goals) {
    const key = monthYearOf(goal.completed_at ?? goal.created_at);
    groups.set(key, [...(groups.get(key) ?? []), goal]);
  }
  return [...groups.entries()];
}

/** /goals/history — completed goals grouped by month and year; share one, or run it again. */
export function GoalHistoryRoute() {
  usePageTitle('Goal History');
  const goals = useGoals('completed');
  const change = useChangeGoalStatus();
  const [sharing, setSharing] = useState<Goal | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [message, announce] = useAnnouncement();

  return (
    <div className="goals">
      <PageHeader title="Goals" />
      <GoalsTabs />
      <StatusMessage message={message} />
      {goals.isPending && <SkeletonLines lines={3} />}
      {goals.isError && <ErrorList errors={['Completed User Goals could not be found']} />}
      {goals.data?.length === 0 && (
        <EmptyState title="No completed goals yet" icon={<History className="icon" />}>
          Goals you complete are kept here.
        </EmptyState>
      )}
      {goals.data &&
        grouped(goals.data).map(([month, list]) => (
          <section key={month} className="goals__month" aria-label={month}>
            <h2 className="section-title">{month}</h2>
            <ul className="goals__list">
              {list.map((goal) => (
                <li key={goal.id}>
                  <GoalCard
                    goal={goal}
                    note={
                      goal.completed_at && <p className="goal-card__done">Completed {new Date(goal.completed_at).toLocaleDateString()}</p>
                    }
                    actions={
                      <>
                        <button type="button" className="button button--small" onClick={() => setSharing(goal)}>
                          Share
                        </button>
                        {goal.can_run_again && (
                          <button
                            type="button"
                            className="button button--primary button--small"
                            onClick={() =>
                              change.mutate(
                                { id: goal.id, action: 'run_again' },
                                {
                                  onSuccess: () => announce(`${goal.title || 'Goal'} started again. Find it under My Goals.`),
                                  onError: setFailure,
                                },
                              )
                            }
                          >
                            Run again
                          </button>
                        )}
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      <ShareDialog goal={sharing} justCompleted={false} onClose={() => setSharing(null)} />
      <ErrorDialog error={failure} onClose={() => setFailure(null)} />
    </div>
  );
}
