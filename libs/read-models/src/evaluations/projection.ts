import type { Insertable, Selectable } from 'kysely';
import { assertNever, type SiteEvaluationDetails, type SiteEvaluationIdentity } from '@wellway/domain';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, effectFor, everyone, noEffect, ofType } from '../shared/batch.js';
import { foldRows } from '../shared/fold-rows.js';
import { insertedColumns, lockedRowsById, overwriteAllBut } from '../shared/rows.js';
import type { SiteEvaluationTable, UserEvaluationAnswerTable } from './table.js';

type Row = Selectable<SiteEvaluationTable>;
type DefinitionEvent = EventOf<'SiteEvaluationCreated' | 'SiteEvaluationUpdated' | 'SiteEvaluationDeleted'>;

/** An evaluation's stored columns from the domain's (an event's data, or what a decider recorded). */
export function siteEvaluationFields(evaluation: SiteEvaluationIdentity & SiteEvaluationDetails): Omit<Row, 'deleted' | 'position'> {
  return {
    id: evaluation.siteEvaluationId,
    site_id: evaluation.siteId,
    parent_id: evaluation.parentId,
    name: evaluation.name,
    is_initial_evaluation: evaluation.isInitialEvaluation,
    days_from_start: evaluation.daysFromStart,
    start_date: evaluation.startDate,
    end_date: evaluation.endDate,
    questions: evaluation.questions.map((q) => ({
      id: q.id,
      name: q.name,
      prompt_type: q.promptType,
      options: [...q.options],
      is_active: q.isActive,
      sequence: q.sequence,
      data_type: q.dataType,
    })),
  };
}

function applyEvent(row: Row | undefined, event: DefinitionEvent): Row | undefined {
  switch (event.type) {
    case 'SiteEvaluationCreated':
    case 'SiteEvaluationUpdated':
      // A deleted copy created again (a save after a reset) comes back.
      return { ...siteEvaluationFields(event.data), deleted: false, position: event.position };
    case 'SiteEvaluationDeleted':
      // parent_id cleared: a deleted copy no longer hides its default from the site (seenOnSite).
      return row && { ...row, parent_id: null, deleted: true, position: event.position };
    default:
      return assertNever(event);
  }
}

const insertable = (row: Row): Insertable<SiteEvaluationTable> => ({ ...row, questions: JSON.stringify(row.questions) });

/** Every site's evaluations and the default set, as last saved. */
export const siteEvaluationsProjection = defineProjection({
  name: 'site_evaluations',
  version: 1,
  tables: ['site_evaluations'],
  eventTypes: ['SiteEvaluationCreated', 'SiteEvaluationUpdated', 'SiteEvaluationDeleted'],
  async apply(trx, events) {
    const ids = distinct(events.map((event) => event.data.siteEvaluationId));
    const changed = foldRows(
      await lockedRowsById(trx, 'site_evaluations', ids),
      events,
      (event) => event.data.siteEvaluationId,
      applyEvent,
    );
    if (changed.length === 0) return noEffect;
    const rows = changed.map(insertable);
    await trx
      .insertInto('site_evaluations')
      .values(rows)
      .onConflict((oc) => oc.column('id').doUpdateSet(overwriteAllBut<'site_evaluations'>(insertedColumns(rows), ['id'])))
      .execute();
    // Everyone's pending evaluations may change with a schedule.
    return everyone;
  },
});

/**
 * Who answered which evaluation, and their answers. A stream per participant and evaluation holds
 * one answer, so the first write stands; an erasure empties the person's answers (a replay reads
 * them sealed, as empty, too).
 */
export const userEvaluationAnswersProjection = defineProjection({
  name: 'user_evaluation_answers',
  version: 1,
  tables: ['user_evaluation_answers'],
  eventTypes: ['UserEvaluationAnswered', 'UserErasureRequested'],
  async apply(trx, events) {
    const answered = ofType(events, 'UserEvaluationAnswered');
    if (answered.length > 0) {
      const rows: Insertable<UserEvaluationAnswerTable>[] = answered.map(({ data, position }) => ({
        user_id: data.userId,
        site_evaluation_id: data.siteEvaluationId,
        site_id: data.siteId,
        answered_on: data.answeredOn,
        answers: JSON.stringify(data.answers.map((a) => ({ question_id: a.questionId, value: a.value }))),
        position,
      }));
      await trx
        .insertInto('user_evaluation_answers')
        .values(rows)
        .onConflict((oc) => oc.columns(['user_id', 'site_evaluation_id']).doNothing())
        .execute();
    }
    const erased = distinct(ofType(events, 'UserErasureRequested').map((event) => event.data.userId));
    if (erased.length > 0) await trx.updateTable('user_evaluation_answers').set({ answers: '[]' }).where('user_id', 'in', erased).execute();
    return answered.length === 0 ? noEffect : effectFor(answered.map((event) => event.data.userId));
  },
});
