import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { Goal } from '@wellway/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { SkeletonLines } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { catalogueQueryOptions, useCatalogue } from '../api/get-catalogue';
import { useSaveGoal } from '../api/save-goal';
import { ErrorDialog } from '../components/error-dialog';
import { GoalCard } from '../components/goal-card';
import { GoalsTabs } from '../components/goals-tabs';
import { monthName } from '../components/months';
import '../components/goals.css';

export const chooseGoalLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, 'goals.view');
    await queryClient.prefetchQuery(catalogueQueryOptions(user.site_id));
    return null;
  };

function byMonth(goals: readonly Goal[]): [number, Goal[]][] {
  const months = new Map<number, Goal[]>();
  for (const goal of goals) months.set(goal.month_integer, [...(months.get(goal.month_integer) ?? []), goal]);
  // This month first, then the months after it, wrapping the year.
  const now = new Date().getMonth() + 1;
  return [...months.entries()].sort(([a], [b]) => ((a - now + 12) % 12) - ((b - now + 12) % 12));
}

/** /goals/active/choose — the site's goal ideas by month; choosing one starts a copy of it. */
export function ChooseGoalRoute() {
  usePageTitle('Choose a goal');
  const user = useSignedInUser();
  const catalogue = useCatalogue(user.site_id);
  const save = useSaveGoal();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);

  return (
    <div className="goals">
      <PageHeader title="Choose a goal" />
      <GoalsTabs />
      {catalogue.isPending && <SkeletonLines lines={4} />}
      {catalogue.isError && <ErrorList errors={['Goals could not be found']} />}
      {catalogue.data?.length === 0 && <EmptyState title="No goal ideas yet">Create a goal of your own instead.</EmptyState>}
      {catalogue.data &&
        byMonth(catalogue.data).map(([month, goals]) => (
          <section key={month} className="goals__month" aria-labelledby={`goals-month-${month}`}>
            <h2 id={`goals-month-${month}`} className="section-title">
              {monthName(month)}
            </h2>
            <ul className="goals__list">
              {goals.map((goal) => (
                <li key={goal.id}>
                  <GoalCard
                    goal={goal}
                    actions={
                      <button
                        type="button"
                        className="button button--primary button--small"
                        aria-disabled={save.isPending}
                        onClick={() =>
                          !save.isPending &&
                          save.mutate(
                            { kind: 'choose', parentId: goal.id },
                            { onSuccess: () => navigate(paths.goals.active.href()), onError: setFailure },
                          )
                        }
                      >
                        Choose this goal
                      </button>
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      <ErrorDialog error={failure} onClose={() => setFailure(null)} />
    </div>
  );
}
