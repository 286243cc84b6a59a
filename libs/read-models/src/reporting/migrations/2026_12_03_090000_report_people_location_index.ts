import type { Migration } from 'kysely';

/**
 * The end-of-program report of a region or location reads only the people of that location
 * subtree (eop/places.ts `selectedLocationIds`): by site and location, not every person of the site.
 */
export const up: Migration['up'] = async (db) => {
  await db.schema.createIndex('report_people_site_location_idx').on('report_people').columns(['site_id', 'location_id']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropIndex('report_people_site_location_idx').execute();
};
