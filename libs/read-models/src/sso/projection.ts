import type { Selectable } from 'kysely';
import { assertNever, type SsoDetail, type SsoDetailEvent } from '@wellway/domain';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, noEffect } from '../shared/batch.js';
import { foldRows } from '../shared/fold-rows.js';
import { insertedColumns, lockedRowsById, overwriteAllBut } from '../shared/rows.js';
import type { SsoDetailTable } from './table.js';

type Row = Selectable<SsoDetailTable>;
type Event = EventOf<SsoDetailEvent['type']>;

/** A detail's stored fields from the domain's: an event's data, or (for a command's answer) what the decider recorded. */
export function ssoDetailFields(detail: SsoDetail) {
  return {
    id: detail.ssoDetailId,
    site_id: detail.siteId,
    wskey: detail.wskey,
    location_id: detail.locationId,
    sso_label: detail.ssoLabel,
    login_url: detail.loginUrl,
    redirect: detail.redirect,
    is_sso_enabled: detail.isSsoEnabled,
  };
}

function detailRow({ data, position }: EventOf<'SsoDetailCreated' | 'SsoDetailUpdated'>): Omit<Row, 'deleted'> {
  return { ...ssoDetailFields(data), position };
}

/** One event on top of the row it finds (undefined: no row yet). */
function applyEvent(row: Row | undefined, event: Event): Row | undefined {
  switch (event.type) {
    case 'SsoDetailCreated':
      return row ?? { ...detailRow(event), deleted: false };
    case 'SsoDetailUpdated':
      return row && { ...row, ...detailRow(event) };
    case 'SsoDetailDeleted':
      return row && { ...row, deleted: true, position: event.position };
    default:
      return assertNever(event);
  }
}

/** Single sign-on settings per site. */
export const ssoDetailsProjection = defineProjection({
  name: 'sso_details',
  version: 1,
  tables: ['sso_details'],
  eventTypes: ['SsoDetailCreated', 'SsoDetailUpdated', 'SsoDetailDeleted'],
  async apply(trx, events) {
    const ids = distinct(events.map((event) => event.data.ssoDetailId));
    const changed = foldRows(await lockedRowsById(trx, 'sso_details', ids), events, (event) => event.data.ssoDetailId, applyEvent);
    if (changed.length === 0) return noEffect;
    await trx
      .insertInto('sso_details')
      .values(changed)
      .onConflict((oc) => oc.column('id').doUpdateSet(overwriteAllBut<'sso_details'>(insertedColumns(changed), ['id'])))
      .execute();
    return noEffect;
  },
});
