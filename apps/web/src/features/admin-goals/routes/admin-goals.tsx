import type { QueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import type { Goal } from '@wellway/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { InheritableList, isDefaultSite } from '../../../components/inheritable-list';
import type { InheritableWording } from '../../../components/inheritable-wording';
import { PageHeader } from '../../../components/page-header';
import { SkeletonLines } from '../../../components/skeleton';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
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

/** Spec 3 §4: deleting an admin goal re-parents its children to the deleted goal's parent. */
const GOAL_WORDING: InheritableWording = {
  noun: 'Goal',
  deleteNote: 'Participants can no longer choose it; goals made from it move to its parent.',
};

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
            <InheritableList
              label={`Goals starting in ${monthName(month)}`}
              className="admin-goals__table"
              items={list}
              wording={GOAL_WORDING}
              onDefaultSite={isDefaultSite(user.site_id)}
              nameOf={(goal) => goal.title}
              editHref={(goal) => paths.goals.edit.href(goal.id)}
              onDelete={(goal) => remove.mutateAsync({ siteId: user.site_id, id: goal.id })}
              onDone={announce}
              columns={[
                { header: 'Title', cell: (goal) => goal.title },
                { header: 'Months', cell: (goal) => monthsLabel(goal.month_integer, goal.final_month_integer) },
                { header: 'Category', cell: (goal) => goal.category },
              ]}
            />
          </section>
        ))}
    </div>
  );
}
