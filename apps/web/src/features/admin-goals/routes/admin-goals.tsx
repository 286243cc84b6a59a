import type { QueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import type { Goal } from '@wellway/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { SkeletonLines } from '../../../components/skeleton';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { siteGoalsQueryOptions, useDeleteSiteGoal, useSiteGoals } from '../api/site-goals';
import { monthName, monthsLabel } from '../components/months';
import '../components/admin-goals.css';

export const adminGoalsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, 'content.manage');
    await queryClient.prefetchQuery(siteGoalsQueryOptions(user.site_id));
    return null;
  };

const sourceOf = (goal: Goal): string => (goal.site_id === null ? 'Default' : goal.edited_on_site ? 'Edited on this site' : 'This site');

function byMonth(goals: readonly Goal[]): [number, Goal[]][] {
  const months = new Map<number, Goal[]>();
  for (const goal of goals) months.set(goal.month_integer, [...(months.get(goal.month_integer) ?? []), goal]);
  return [...months.entries()].sort(([a], [b]) => a - b);
}

/** /goals — spec 3 §2.2: the site's goal catalogue by month; new, edit, delete (or reset to the default). */
export function AdminGoalsRoute() {
  usePageTitle('Goals');
  const user = useSignedInUser();
  const goals = useSiteGoals(user.site_id);
  const remove = useDeleteSiteGoal();
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [message, announce] = useAnnouncement();

  return (
    <div className="admin-goals">
      <PageHeader title="Goals">
        <p className="page-header__lead">The goals participants choose from. Default goals apply until this site edits them.</p>
      </PageHeader>
      <p>
        <Link className="button button--primary" to={paths.goals.edit.href('new')}>
          <Plus className="icon" aria-hidden="true" /> New goal
        </Link>
      </p>
      <StatusMessage message={message} />
      {goals.isPending && <SkeletonLines lines={4} />}
      {goals.isError && <ErrorList errors={['Goals could not be found']} />}
      {goals.data?.length === 0 && <EmptyState title="No goals yet">Add the first goal participants can choose.</EmptyState>}
      {goals.data &&
        byMonth(goals.data).map(([month, list]) => (
          <section key={month} className="admin-goals__month" aria-labelledby={`admin-goals-${month}`}>
            <h2 id={`admin-goals-${month}`} className="section-title">
              {monthName(month)}
            </h2>
            <div className="admin-table-wrap">
              <table className="admin-table admin-goals__table">
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Months</th>
                    <th scope="col">Category</th>
                    <th scope="col">Source</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((goal) => (
                    <tr key={goal.id}>
                      <td>{goal.title}</td>
                      <td>{monthsLabel(goal.month_integer, goal.final_month_integer)}</td>
                      <td>{goal.category}</td>
                      <td>{sourceOf(goal)}</td>
                      <td>
                        <Link className="button button--small" to={paths.goals.edit.href(goal.id)} aria-label={`Edit ${goal.title}`}>
                          Edit
                        </Link>{' '}
                        {goal.delete_action && (
                          <button
                            type="button"
                            className="button button--small button--danger"
                            aria-label={`${goal.delete_action} ${goal.title}`}
                            onClick={() => {
                              remove.reset();
                              setDeleting(goal);
                            }}
                          >
                            {goal.delete_action}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.delete_action === 'Reset' ? 'Reset goal' : 'Delete goal'}
        confirmLabel={deleting?.delete_action ?? 'Delete'}
        busy={remove.isPending}
        errors={remove.isError ? (isApiError(remove.error) ? remove.error.errors : ['Could not delete the goal.']) : []}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { siteId: user.site_id, id: deleting.id },
            {
              onSuccess: () => {
                announce(deleting.delete_action === 'Reset' ? `${deleting.title} reset to the default.` : `${deleting.title} deleted.`);
                setDeleting(null);
              },
            },
          )
        }
      >
        {deleting?.delete_action === 'Reset'
          ? `Reset “${deleting?.title}” to the default goal? This site's changes are removed.`
          : `Delete “${deleting?.title}”? Participants can no longer choose it.`}
      </ConfirmDialog>
    </div>
  );
}
