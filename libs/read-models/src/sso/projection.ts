import type { Insertable, Transaction } from 'kysely';
import type { SsoDetail, SsoDetailDeleted } from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from '../database.js';
import type { Projection } from '../projection.js';
import { noEffect } from '../shared/batch.js';
import type { SsoDetailTable } from './table.js';

type Trx = Transaction<Database>;

function detailRow({ data, position }: StoredEvent<string, SsoDetail>): Insertable<SsoDetailTable> {
  return {
    id: data.ssoDetailId,
    site_id: data.siteId,
    wskey: data.wskey,
    location_id: data.locationId,
    sso_label: data.ssoLabel,
    login_url: data.loginUrl,
    redirect: data.redirect,
    is_sso_enabled: data.isSsoEnabled,
    deleted: false,
    position,
  };
}

/** Applies one event; the position guard makes a replayed (older) event a no-op. */
async function applyOne(trx: Trx, event: StoredEvent): Promise<void> {
  if (event.type === 'SsoDetailCreated') {
    await trx
      .insertInto('sso_details')
      .values(detailRow(event as StoredEvent<string, SsoDetail>))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  } else if (event.type === 'SsoDetailUpdated') {
    const { id: _id, deleted: _deleted, ...row } = detailRow(event as StoredEvent<string, SsoDetail>);
    await trx.updateTable('sso_details').set(row).where('id', '=', _id).where('position', '<', event.position).execute();
  } else if (event.type === 'SsoDetailDeleted') {
    const { data } = event as StoredEvent<string, SsoDetailDeleted['data']>;
    await trx
      .updateTable('sso_details')
      .set({ deleted: true, position: event.position })
      .where('id', '=', data.ssoDetailId)
      .where('position', '<', event.position)
      .execute();
  }
}

/** Single sign-on settings per site (few, rarely changed: applied one by one). */
export const ssoDetailsProjection: Projection = {
  name: 'sso_details',
  version: 1,
  tables: ['sso_details'],
  eventTypes: ['SsoDetailCreated', 'SsoDetailUpdated', 'SsoDetailDeleted'],
  async apply(trx, events) {
    for (const event of events) await applyOne(trx, event);
    return noEffect;
  },
};
