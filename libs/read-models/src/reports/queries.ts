import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database.js';
import type { SavedReportTable } from './table.js';

export type SavedReportRow = Omit<Selectable<SavedReportTable>, 'deleted' | 'position'>;

const columns = ['id', 'site_id', 'name', 'report_type', 'fields', 'filters', 'sql', 'parent_id', 'created_by_master'] as const;

/** Spec 3 §2.4 "a list of default and custom reports": the site's custom reports and the default ones, defaults first, by name. */
export function listSavedReports(db: Kysely<Database>, siteId: string): Promise<SavedReportRow[]> {
  return db
    .selectFrom('saved_reports')
    .select(columns)
    .where('deleted', '=', false)
    .where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)]))
    .orderBy((eb) => eb('site_id', 'is not', null))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** A report the site lists (its own or a default one), if any. */
export function findSavedReport(db: Kysely<Database>, siteId: string, id: string): Promise<SavedReportRow | undefined> {
  return db
    .selectFrom('saved_reports')
    .select(columns)
    .where('id', '=', id)
    .where('deleted', '=', false)
    .where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)]))
    .executeTakeFirst();
}
