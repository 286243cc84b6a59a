import type { Insertable, Transaction } from 'kysely';
import { programEventTypes, type ProgramCreated, type ProgramEvent } from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from '../database.js';
import type { Projection } from '../projection.js';
import { everyone, noEffect } from '../shared/batch.js';
import type { ProgramTable } from './table.js';

type Trx = Transaction<Database>;

function programRow(data: ProgramCreated['data'], event: StoredEvent): Insertable<ProgramTable> {
  return {
    id: data.programId,
    site_id: data.siteId,
    name: data.name,
    enabled: data.enabled,
    effective_date_start: data.effectiveDateStart,
    effective_date_end: data.effectiveDateEnd,
    location_ids: [...data.locationIds],
    registration_closed: data.registrationClosed,
    time_frames: JSON.stringify(
      data.timeFrames.map((f) => ({ logging_state: f.loggingState, start_date: f.startDate, end_date: f.endDate })),
    ),
    promotion: JSON.stringify({
      app_name: data.promotion.appName,
      app_id: data.promotion.appId,
      promotion_id: data.promotion.promotionId,
      subdomain: data.promotion.subdomain,
      domain_name: data.promotion.domainName,
    }),
    coordinator_report_promotion_id: data.coordinatorReportPromotionId,
    deleted: false,
    revision: event.streamRevision,
    created_position: event.position,
    position: event.position,
  };
}

async function applyOne(trx: Trx, event: ProgramEvent, stored: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'ProgramCreated':
    case 'ProgramUpdated': {
      const row = programRow(event.data, stored);
      const { id: _id, created_position: _created, ...changes } = row;
      await trx
        .insertInto('programs')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(changes).where('programs.revision', '<', stored.streamRevision))
        .execute();
      return;
    }
    case 'ProgramDeleted':
      await trx
        .updateTable('programs')
        .set({ deleted: true, revision: stored.streamRevision, position: stored.position })
        .where('id', '=', event.data.programId)
        .where('revision', '<', stored.streamRevision)
        .execute();
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`Unexpected program event ${JSON.stringify(unexpected)}`);
    }
  }
}

/** Programs of every site, as last saved (rows guarded by the program stream's revision). */
export const programsProjection: Projection = {
  name: 'programs',
  version: 1,
  tables: ['programs'],
  eventTypes: programEventTypes,
  async apply(trx, events) {
    const ours = events.filter((event) => (programEventTypes as readonly string[]).includes(event.type));
    for (const event of ours) await applyOne(trx, { type: event.type, data: event.data } as ProgramEvent, event);
    return ours.length === 0 ? noEffect : everyone;
  },
};
