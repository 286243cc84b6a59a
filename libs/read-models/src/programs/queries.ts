import type { Selectable } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import type { ProgramTable } from './table.js';

/** A program as stored (`locations`: its location ids); the API adds `logging_state` from the site's current date. */
export type ProgramRow = Pick<
  Selectable<ProgramTable>,
  | 'id'
  | 'site_id'
  | 'name'
  | 'enabled'
  | 'effective_date_start'
  | 'effective_date_end'
  | 'registration_closed'
  | 'time_frames'
  | 'promotion'
  | 'coordinator_report_promotion_id'
> & {
  locations: string[];
  revision: number;
};

function toProgramRow(row: Selectable<ProgramTable>): ProgramRow {
  return {
    id: row.id,
    site_id: row.site_id,
    name: row.name,
    enabled: row.enabled,
    effective_date_start: row.effective_date_start,
    effective_date_end: row.effective_date_end,
    locations: row.location_ids,
    registration_closed: row.registration_closed,
    time_frames: row.time_frames,
    promotion: row.promotion,
    coordinator_report_promotion_id: row.coordinator_report_promotion_id,
    revision: Number(row.revision),
  };
}

/** A site's programs, oldest first. */
export async function listPrograms(db: Db, siteId: string): Promise<ProgramRow[]> {
  const rows = await db
    .selectFrom('programs')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('deleted', '=', false)
    .orderBy('created_position')
    .execute();
  return rows.map(toProgramRow);
}

export async function findProgram(db: Db, id: string): Promise<ProgramRow | undefined> {
  const row = await db.selectFrom('programs').selectAll().where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
  return row && toProgramRow(row);
}
