import { describe, expect, it } from 'vitest';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { locationsProjection } from './projection.js';
import { flattenLocations, locationTree } from './queries.js';

const log = new EventLog();
const stream = 'locations-site-a';
const created = (locationId: string, name: string, parentLocationId: string | null, sequence: number, siteId = 'site-a') =>
  log.append(`locations-${siteId}`, 'LocationCreated', { siteId, locationId, name, parentLocationId, sequence });
created('north', 'North', null, 1);
created('south', 'South', null, 2);
created('city', 'City', 'north', 1);
created('office', 'Office', 'city', 1);
created('old', 'Old', null, 3);
log.append(stream, 'LocationRenamed', { siteId: 'site-a', locationId: 'city', name: 'Town' });
log.append(stream, 'LocationMoved', { siteId: 'site-a', locationId: 'office', parentLocationId: 'south', sequence: 1 });
log.append(stream, 'LocationsReordered', { siteId: 'site-a', parentLocationId: null, locationIds: ['old', 'south', 'north'] });
log.append(stream, 'LocationDeleted', { siteId: 'site-a', locationId: 'old' });
created('lab', 'Lab', 'south', 2);
log.append(stream, 'LocationsUploaded', {
  siteId: 'site-a',
  uploadId: 'u',
  fileName: 'a.csv',
  created: [
    { locationId: 'west', name: 'West', parentLocationId: null, sequence: 4 },
    { locationId: 'dock', name: 'Dock', parentLocationId: 'west', sequence: 1 },
  ],
  rows: [],
});
log.append(stream, 'LocationRenamed', { siteId: 'site-a', locationId: 'lab', name: 'Laboratory' });
created('elsewhere', 'Elsewhere', null, 1, 'site-b');
// Later changes to rows the older half of the log touched: a replay of that half must not undo them.
log.append(stream, 'LocationRenamed', { siteId: 'site-a', locationId: 'city', name: 'Borough' });
log.append(stream, 'LocationMoved', { siteId: 'site-a', locationId: 'office', parentLocationId: 'north', sequence: 2 });

const bed = useReadModelDb();

describe('locations projection', () => {
  itGivesTheSameTables(bed, locationsProjection, log.events, { locations: 9 });

  it("answers a site's tree: renamed, moved, reordered, deleted rows skipped, other sites apart", async () => {
    const tree = await locationTree(bed.db, 'site-a');
    const node = (id: string, name: string, parent: string | null, sequence: number, children: unknown[] = []) => ({
      id,
      name,
      site_id: 'site-a',
      parent_location_id: parent,
      sequence,
      children,
    });
    expect(tree).toEqual([
      node('south', 'South', null, 2, [node('lab', 'Laboratory', 'south', 2)]),
      node('north', 'North', null, 3, [node('city', 'Borough', 'north', 1), node('office', 'Office', 'north', 2)]),
      node('west', 'West', null, 4, [node('dock', 'Dock', 'west', 1)]),
    ]);
    expect(flattenLocations(tree).map((location) => location.id)).toEqual(['south', 'lab', 'north', 'city', 'office', 'west', 'dock']);
    expect((await locationTree(bed.db, 'site-b')).map((location) => location.name)).toEqual(['Elsewhere']);
    expect(await locationTree(bed.db, 'site-none')).toEqual([]);
  });
});
