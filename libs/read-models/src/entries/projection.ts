import type { Insertable } from 'kysely';
import { entryEventTypes } from '@wellway/domain';
import { defineProjection, type EventOf } from '../projection.js';
import { effectFor, lastBy, noEffect } from '../shared/batch.js';
import { columnsOf, unnest, type ColumnTypes } from '../shared/unnest.js';
import { overwriteAllBut } from '../shared/rows.js';
import type { EntryActivityRow, EntryTable } from './table.js';

type EntryRow = Insertable<EntryTable>;

const entryColumns: ColumnTypes<EntryRow> = {
  id: 'text',
  user_id: 'text',
  site_id: 'text',
  recorded_on: 'date',
  exercise_steps: 'int4',
  exercise_minutes: 'int4',
  manually_recorded: 'bool',
  activities: 'jsonb',
  revision: 'int8',
  updated_at: 'timestamptz',
  position: 'int8',
};

function entryRow(event: EventOf<(typeof entryEventTypes)[number]>): EntryRow {
  const { data } = event;
  const activities: EntryActivityRow[] = data.activities.map((a) => ({
    exercise_activity_id: a.exerciseActivityId,
    value: a.value,
    sequence: a.sequence,
  }));
  return {
    id: data.entryId,
    user_id: data.userId,
    site_id: data.siteId,
    recorded_on: data.recordedOn,
    exercise_steps: data.exerciseSteps,
    exercise_minutes: data.exerciseMinutes,
    manually_recorded: data.manuallyRecorded,
    activities: JSON.stringify(activities),
    revision: event.streamRevision,
    updated_at: event.createdAt,
    position: event.position,
  };
}

/** Participants' days as last recorded (EntryLogged and EntryChanged both carry the full values). */
export const entriesProjection = defineProjection({
  name: 'entries',
  version: 1,
  tables: ['entries'],
  eventTypes: entryEventTypes,
  async apply(trx, events) {
    const rows = lastBy(events, (e) => e.data.entryId).map(entryRow);
    if (rows.length === 0) return noEffect;
    await trx
      .insertInto('entries')
      .columns(columnsOf(entryColumns))
      .expression(unnest(rows, entryColumns))
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet(overwriteAllBut<'entries'>(columnsOf(entryColumns), ['id', 'user_id', 'site_id', 'recorded_on']))
          .where('entries.revision', '<', (eb) => eb.ref('excluded.revision')),
      )
      .execute();
    return effectFor(rows.map((row) => row.user_id));
  },
});
