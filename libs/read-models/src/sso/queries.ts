import type { Selectable } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import type { SsoDetailTable } from './table.js';

/** Spec 3 §3 SSO detail as the API returns it. */
export type SsoDetailRow = Omit<Selectable<SsoDetailTable>, 'deleted' | 'position'>;

function toRow(row: Selectable<SsoDetailTable>): SsoDetailRow {
  const { id, site_id, wskey, location_id, sso_label, login_url, redirect, is_sso_enabled } = row;
  return { id, site_id, wskey, location_id, sso_label, login_url, redirect, is_sso_enabled };
}

export async function listSsoDetails(db: Db, siteId: string): Promise<SsoDetailRow[]> {
  const rows = await db
    .selectFrom('sso_details')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('deleted', '=', false)
    .orderBy('position')
    .execute();
  return rows.map(toRow);
}

/** A detail of this site only: another site's id finds nothing. */
export async function findSsoDetail(db: Db, siteId: string, id: string): Promise<SsoDetailRow | undefined> {
  const row = await db
    .selectFrom('sso_details')
    .selectAll()
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return row && toRow(row);
}
