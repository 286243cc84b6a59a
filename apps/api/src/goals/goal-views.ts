import { deleteAction, isInGoalMonths, MAX_ACTIVE_GOALS, type userGoals } from '@wellway/domain';
import type { GoalView, SiteGoalRow, UserGoalRow } from '@wellway/read-models';
import { inheritableItemOf, siteGoalView, userGoalView } from '@wellway/read-models';
import type { Goal } from '@wellway/contracts';

export interface RunAgainFacts {
  /** The site's month today (1-12). */
  readonly month: number;
  readonly activeCount: number;
  /** Catalogue goals the person is working on now. */
  readonly activeParents: ReadonlySet<string>;
}

/** Spec 2 §5: run again is offered for a completed goal in its months, with fewer than 3 active goals. */
export function canRunAgain(goal: Pick<GoalView, 'status' | 'month_integer' | 'final_month_integer' | 'parent_id'>, facts: RunAgainFacts) {
  return (
    goal.status === 'complete' &&
    facts.activeCount < MAX_ACTIVE_GOALS &&
    isInGoalMonths({ monthInteger: goal.month_integer, finalMonthInteger: goal.final_month_integer }, facts.month) &&
    (goal.parent_id === null || !facts.activeParents.has(goal.parent_id))
  );
}

export function runAgainFacts(rows: readonly Pick<UserGoalRow, 'status' | 'parent_id'>[], today: string): RunAgainFacts {
  const active = rows.filter((row) => row.status === 'active');
  return {
    month: Number(today.slice(5, 7)),
    activeCount: active.length,
    activeParents: new Set(active.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id]))),
  };
}

export const personGoalView = (row: UserGoalRow, facts: RunAgainFacts): Goal => {
  const view = userGoalView(row);
  return { ...view, can_run_again: canRunAgain(view, facts) };
};

/** A person's goal as the log has it just now (the read model may not have caught up with the write). */
export function goalFromState(
  state: userGoals.UserGoalsState,
  goalId: string,
  person: { userId: string; siteId: string },
  today: string,
): Goal {
  const goal = state.goals.get(goalId);
  if (!goal) throw new Error(`goal ${goalId} is not in the state`);
  const rows = [...state.goals.values()].map((other) => ({ status: other.status, parent_id: other.parentId }));
  const view: GoalView = {
    id: goalId,
    user_id: person.userId,
    site_id: person.siteId,
    parent_id: goal.parentId,
    children_ids: [],
    title: goal.content.title,
    summary: goal.content.summary,
    description: goal.content.description,
    category: goal.content.category,
    image: goal.content.image,
    month_integer: goal.content.monthInteger,
    final_month_integer: goal.content.finalMonthInteger,
    status: goal.status,
    completed_at: goal.completedAt,
    created_at: goal.createdAt,
    is_custom: goal.isCustom,
  };
  return { ...view, can_run_again: canRunAgain(view, runAgainFacts(rows, today)) };
}

/** A catalogue goal for the administrator of `siteId`: what deleting it does there (spec 3 §4). */
export function adminGoalView(row: SiteGoalRow, siteId: string, childrenIds: string[] = []): Goal {
  return {
    ...siteGoalView(row, childrenIds),
    delete_action: deleteAction(inheritableItemOf(row), siteId),
    edited_on_site: row.site_id === siteId && row.parent_id !== null,
  };
}
