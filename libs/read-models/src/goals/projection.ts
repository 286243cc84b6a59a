import type { Transaction, Updateable } from 'kysely';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { effectFor, everyone } from '../shared/batch.js';
import type { UserGoalTable } from './table.js';

type Trx = Transaction<Database>;

const contentOf = (data: EventOf<'SiteGoalSaved' | 'GoalCreated' | 'GoalUpdated'>['data']) => ({
  title: data.title,
  summary: data.summary,
  description: data.description,
  category: data.category,
  image: data.image,
  month_integer: data.monthInteger,
  final_month_integer: data.finalMonthInteger,
});

async function applyCatalogue(trx: Trx, event: EventOf<'SiteGoalSaved' | 'SiteGoalDeleted'>): Promise<void> {
  if (event.type === 'SiteGoalSaved') {
    const { goalId, siteId, parentId, savedAt } = event.data;
    const row = {
      site_id: siteId,
      parent_id: parentId,
      ...contentOf(event.data),
      saved_at: new Date(savedAt),
      deleted_at: null,
      position: event.position,
    };
    await trx
      .insertInto('site_goals')
      .values({ id: goalId, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('site_goals.position', '<', event.position))
      .execute();
    return;
  }
  // Spec 3 §4: deleting a goal re-parents its children (site copies, people's goals) to its parent.
  const { goalId, parentId, deletedAt } = event.data;
  await trx
    .updateTable('site_goals')
    .set({ deleted_at: new Date(deletedAt), parent_id: null, position: event.position })
    .where('id', '=', goalId)
    .where('position', '<', event.position)
    .execute();
  await trx.updateTable('site_goals').set({ parent_id: parentId }).where('parent_id', '=', goalId).execute();
  await trx.updateTable('user_goals').set({ parent_id: parentId }).where('parent_id', '=', goalId).execute();
}

type PersonEvent = EventOf<'GoalCreated' | 'GoalUpdated' | 'GoalCompleted' | 'GoalCanceled' | 'GoalDeleted' | 'GoalShared'>;

async function applyPersonal(trx: Trx, event: PersonEvent): Promise<void> {
  const { position } = event;
  const update = (set: Updateable<UserGoalTable>) =>
    trx
      .updateTable('user_goals')
      .set({ ...set, position })
      .where('id', '=', event.data.goalId)
      .where('position', '<', position)
      .execute();
  switch (event.type) {
    case 'GoalCreated': {
      const { goalId, userId, siteId, parentId, isCustom, runAgainOf, createdAt } = event.data;
      await trx
        .insertInto('user_goals')
        .values({
          id: goalId,
          user_id: userId,
          site_id: siteId,
          parent_id: parentId,
          is_custom: isCustom,
          run_again_of: runAgainOf,
          ...contentOf(event.data),
          status: 'active',
          created_at: new Date(createdAt),
          completed_at: null,
          canceled_at: null,
          share_count: 0,
          deleted_at: null,
          position,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'GoalUpdated':
      await update(contentOf(event.data));
      return;
    case 'GoalCompleted':
      await update({ status: 'complete', completed_at: new Date(event.data.completedAt) });
      return;
    case 'GoalCanceled':
      await update({ status: 'canceled', canceled_at: new Date(event.data.canceledAt) });
      return;
    case 'GoalShared':
      await trx
        .updateTable('user_goals')
        .set((eb) => ({ share_count: eb('share_count', '+', 1), position }))
        .where('id', '=', event.data.goalId)
        .where('position', '<', position)
        .execute();
      return;
    case 'GoalDeleted':
      await update({ deleted_at: event.createdAt });
      return;
  }
}

const catalogueTypes = new Set<string>(['SiteGoalSaved', 'SiteGoalDeleted']);

/**
 * The goal catalogue (site goals, default set inherited through `seenOnSite`) and each person's
 * goals. One projection, because deleting a catalogue goal re-parents people's goals too. An
 * erasure empties the person's goal text (their sealed words read as '' on a rebuild as well).
 */
export const goalsProjection = defineProjection({
  name: 'goals',
  version: 1,
  tables: ['site_goals', 'user_goals'],
  eventTypes: [
    'SiteGoalSaved',
    'SiteGoalDeleted',
    'GoalCreated',
    'GoalUpdated',
    'GoalCompleted',
    'GoalCanceled',
    'GoalDeleted',
    'GoalShared',
    'UserErasureRequested',
  ],
  async apply(trx, events) {
    let catalogueChanged = false;
    const people: string[] = [];
    for (const event of events) {
      if (event.type === 'UserErasureRequested') {
        await trx
          .updateTable('user_goals')
          .set({ title: '', summary: '', description: '' })
          .where('user_id', '=', event.data.userId)
          .execute();
        people.push(event.data.userId);
      } else if (catalogueTypes.has(event.type)) {
        await applyCatalogue(trx, event as EventOf<'SiteGoalSaved' | 'SiteGoalDeleted'>);
        catalogueChanged = true;
      } else {
        await applyPersonal(trx, event as PersonEvent);
        people.push((event as PersonEvent).data.userId);
      }
    }
    return catalogueChanged ? everyone : effectFor(people);
  },
});
