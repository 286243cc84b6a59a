import type { Kysely, Selectable } from 'kysely';
import { scopeForSite } from '@wellway/domain';
import type { Database } from '../database.js';
import { seenOnSite } from '../shared/site-defaults.js';
import type { SiteGoalTable, UserGoalTable } from './table.js';

/** A goal as spec 2 §3 / spec 3 §3 name its fields. */
export interface GoalView {
  id: string;
  user_id: string | null;
  site_id: string | null;
  parent_id: string | null;
  children_ids: string[];
  title: string;
  summary: string;
  description: string;
  category: string;
  image: string;
  month_integer: number;
  final_month_integer: number | null;
  status: 'active' | 'complete' | 'canceled' | null;
  completed_at: string | null;
  created_at: string;
  is_custom: boolean;
}

export type SiteGoalRow = Selectable<SiteGoalTable>;
export type UserGoalRow = Selectable<UserGoalTable>;

export function siteGoalView(row: SiteGoalRow, childrenIds: string[] = []): GoalView {
  return {
    id: row.id,
    user_id: null,
    site_id: row.site_id,
    parent_id: row.parent_id,
    children_ids: childrenIds,
    title: row.title,
    summary: row.summary,
    description: row.description,
    category: row.category,
    image: row.image,
    month_integer: row.month_integer,
    final_month_integer: row.final_month_integer,
    status: null,
    completed_at: null,
    created_at: row.saved_at.toISOString(),
    is_custom: false,
  };
}

export function userGoalView(row: UserGoalRow): GoalView {
  return {
    id: row.id,
    user_id: row.user_id,
    site_id: row.site_id,
    parent_id: row.parent_id,
    children_ids: [],
    title: row.title,
    summary: row.summary,
    description: row.description,
    category: row.category,
    image: row.image,
    month_integer: row.month_integer,
    final_month_integer: row.final_month_integer,
    status: row.status,
    completed_at: row.completed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    is_custom: row.is_custom,
  };
}

/** The catalogue `siteId` sees: its own goals and every default it has no copy of, by start month. */
export async function catalogueGoals(db: Kysely<Database>, siteId: string): Promise<SiteGoalRow[]> {
  return db
    .selectFrom('site_goals as g')
    .selectAll('g')
    .where(seenOnSite('site_goals', 'g', siteId))
    .where('g.deleted_at', 'is', null)
    .orderBy('g.month_integer')
    .orderBy('g.title')
    .orderBy('g.id')
    .execute();
}

/** One catalogue goal, if `siteId` sees it. */
export async function catalogueGoalOn(db: Kysely<Database>, siteId: string, goalId: string): Promise<SiteGoalRow | undefined> {
  return db
    .selectFrom('site_goals as g')
    .selectAll('g')
    .where('g.id', '=', goalId)
    .where(seenOnSite('site_goals', 'g', siteId))
    .where('g.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The catalogue goals whose parent is one of `ids` (spec 3 §3 children_ids: site copies), as
 * `siteId` may see them: the default site sees every site's copies, another site only its own.
 */
export async function siteGoalChildren(db: Kysely<Database>, ids: readonly string[], siteId: string): Promise<Map<string, string[]>> {
  const children = new Map<string, string[]>();
  if (ids.length === 0) return children;
  let query = db.selectFrom('site_goals').select(['id', 'parent_id']).where('parent_id', 'in', ids).where('deleted_at', 'is', null);
  if (scopeForSite(siteId) !== null) query = query.where('site_id', '=', siteId);
  const rows = await query.orderBy('id').execute();
  for (const row of rows) children.set(row.parent_id as string, [...(children.get(row.parent_id as string) ?? []), row.id]);
  return children;
}

export interface GoalOwner {
  readonly userId: string;
  readonly siteId: string;
}

/** A person's goals: all, the active ones, or the completed ones (newest completion first). */
export async function personGoals(db: Kysely<Database>, owner: GoalOwner, filter?: 'active' | 'completed'): Promise<UserGoalRow[]> {
  let query = db
    .selectFrom('user_goals')
    .selectAll()
    .where('user_id', '=', owner.userId)
    .where('site_id', '=', owner.siteId)
    .where('deleted_at', 'is', null);
  if (filter === 'active') query = query.where('status', '=', 'active');
  if (filter === 'completed') query = query.where('status', '=', 'complete').orderBy('completed_at', 'desc');
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function personGoal(db: Kysely<Database>, owner: GoalOwner, goalId: string): Promise<UserGoalRow | undefined> {
  return db
    .selectFrom('user_goals')
    .selectAll()
    .where('id', '=', goalId)
    .where('user_id', '=', owner.userId)
    .where('site_id', '=', owner.siteId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function activeGoalCount(db: Kysely<Database>, owner: GoalOwner): Promise<number> {
  const row = await db
    .selectFrom('user_goals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', owner.userId)
    .where('site_id', '=', owner.siteId)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One catalogue goal by id, whichever site it belongs to (the admin editor decides what saving it does). */
export async function findSiteGoal(db: Kysely<Database>, goalId: string): Promise<SiteGoalRow | undefined> {
  return db.selectFrom('site_goals').selectAll().where('id', '=', goalId).where('deleted_at', 'is', null).executeTakeFirst();
}
