import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { deterministicId } from '../shared/ids.js';
import { locationsDecider } from './decider.js';
import type { LocationCreated, LocationEvent } from './events.js';

const spec = specFor(locationsDecider);
const siteId = 'site-1';
const created = (locationId: string, name: string, parentLocationId: string | null, sequence = 1): LocationCreated => ({
  type: 'LocationCreated',
  data: { siteId, locationId, name, parentLocationId, sequence },
});
// north (1) > city (2) > office (3); south (1)
const tree: LocationEvent[] = [
  created('north', 'North', null, 1),
  created('city', 'City', 'north', 1),
  created('office', 'Office', 'city', 1),
  created('south', 'South', null, 2),
];

describe('locations decider: create', () => {
  it('creates a location last among its siblings, trimming the name', () => {
    spec(tree)
      .when({ type: 'CreateLocation', siteId, locationId: 'east', name: '  East  Side ', parentLocationId: null })
      .then([created('east', 'East Side', null, 3)]);
    spec(tree)
      .when({ type: 'CreateLocation', siteId, locationId: 'park', name: 'Park', parentLocationId: 'north' })
      .then([created('park', 'Park', 'north', 2)]);
  });

  it('needs a name of at most 100 characters', () => {
    spec(tree)
      .when({ type: 'CreateLocation', siteId, locationId: 'x', name: '  ', parentLocationId: null })
      .thenRejects('location_name_required', 'A location needs a name.');
    spec(tree)
      .when({ type: 'CreateLocation', siteId, locationId: 'x', name: 'a'.repeat(101), parentLocationId: null })
      .thenRejects('location_name_too_long', 'A location name can be at most 100 characters.');
  });

  it('keeps names unique among siblings, ignoring case, but allows them elsewhere', () => {
    spec(tree)
      .when({ type: 'CreateLocation', siteId, locationId: 'x', name: 'north', parentLocationId: null })
      .thenRejects('location_name_taken', 'A location named north already exists at this level.');
    spec(tree)
      .when({ type: 'CreateLocation', siteId, locationId: 'x', name: 'North', parentLocationId: 'south' })
      .then([created('x', 'North', 'south', 1)]);
  });

  it('refuses a fourth level, an unknown parent and an id used before', () => {
    spec(tree)
      .when({ type: 'CreateLocation', siteId, locationId: 'desk', name: 'Desk', parentLocationId: 'office' })
      .thenRejects('location_too_deep', 'Locations can be nested at most 3 levels deep.');
    spec(tree)
      .when({ type: 'CreateLocation', siteId, locationId: 'x', name: 'X', parentLocationId: 'nowhere' })
      .thenRejects('parent_location_not_found', 'The parent location was not found.');
    spec(tree)
      .when({ type: 'CreateLocation', siteId, locationId: 'south', name: 'Other', parentLocationId: null })
      .thenRejects('location_exists', 'That location already exists.');
  });
});

describe('locations decider: rename and move', () => {
  it('renames, and appends nothing when nothing changed', () => {
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'city', name: 'Town' })
      .then([{ type: 'LocationRenamed', data: { siteId, locationId: 'city', name: 'Town' } }]);
    spec(tree).when({ type: 'UpdateLocation', siteId, locationId: 'city', name: 'City', parentLocationId: 'north' }).then([]);
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'city', name: 'CITY' })
      .then([{ type: 'LocationRenamed', data: { siteId, locationId: 'city', name: 'CITY' } }]);
  });

  it('refuses a sibling name and an unknown location', () => {
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'south', name: 'NORTH' })
      .thenRejects('location_name_taken', 'A location named NORTH already exists at this level.');
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'gone', name: 'X' })
      .thenRejects('location_not_found', 'Location not found.');
  });

  it('moves a subtree under another parent, last among its new siblings, or to the top level', () => {
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'city', parentLocationId: 'south' })
      .then([{ type: 'LocationMoved', data: { siteId, locationId: 'city', parentLocationId: 'south', sequence: 1 } }]);
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'office', parentLocationId: null })
      .then([{ type: 'LocationMoved', data: { siteId, locationId: 'office', parentLocationId: null, sequence: 3 } }]);
  });

  it('never moves a location under itself or inside its own subtree', () => {
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'north', parentLocationId: 'north' })
      .thenRejects('location_under_itself', 'A location cannot be moved under itself.');
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'north', parentLocationId: 'office' })
      .thenRejects('location_under_descendant', 'A location cannot be moved under a location inside it.');
  });

  it('keeps the whole moved subtree within three levels', () => {
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'city', parentLocationId: 'south' })
      .then([{ type: 'LocationMoved', data: { siteId, locationId: 'city', parentLocationId: 'south', sequence: 1 } }]);
    spec([...tree, created('hall', 'Hall', 'south', 1)])
      .when({ type: 'UpdateLocation', siteId, locationId: 'city', parentLocationId: 'hall' })
      .thenRejects('location_too_deep', 'Moving it there would nest locations more than 3 levels deep.');
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'south', parentLocationId: 'gone' })
      .thenRejects('parent_location_not_found', 'The parent location was not found.');
  });

  it('refuses a move next to a sibling of the same name', () => {
    spec([...tree, created('city2', 'city', 'south', 1)])
      .when({ type: 'UpdateLocation', siteId, locationId: 'city2', parentLocationId: 'north' })
      .thenRejects('location_name_taken', 'A location named city already exists at this level.');
  });
});

describe('locations decider: reorder and delete', () => {
  it("reorders one parent's children, listing each once", () => {
    spec(tree)
      .when({ type: 'ReorderLocations', siteId, sequence: ['south', 'north'] })
      .then([{ type: 'LocationsReordered', data: { siteId, parentLocationId: null, locationIds: ['south', 'north'] } }]);
    spec(tree)
      .when({ type: 'ReorderLocations', siteId, sequence: ['north', 'south'] })
      .then([]);
    for (const sequence of [['south'], ['south', 'south'], ['south', 'city'], []]) {
      spec(tree)
        .when({ type: 'ReorderLocations', siteId, sequence })
        .thenRejects('reorder_incomplete', 'The new order must list every location under one parent exactly once.');
    }
    spec(tree)
      .when({ type: 'ReorderLocations', siteId, sequence: ['south', 'gone'] })
      .thenRejects('location_not_found', 'Location not found.');
  });

  it('deletes a location without children; one with children is refused, saying why', () => {
    spec(tree)
      .when({ type: 'DeleteLocation', siteId, locationId: 'office' })
      .then([{ type: 'LocationDeleted', data: { siteId, locationId: 'office' } }]);
    spec(tree)
      .when({ type: 'DeleteLocation', siteId, locationId: 'city' })
      .thenRejects('location_has_children', 'City has locations under it: move or delete them first.');
    spec([...tree, { type: 'LocationDeleted', data: { siteId, locationId: 'south' } }])
      .when({ type: 'DeleteLocation', siteId, locationId: 'south' })
      .thenRejects('location_not_found', 'Location not found.');
  });

  it('never reuses a deleted id', () => {
    spec([...tree, { type: 'LocationDeleted', data: { siteId, locationId: 'south' } }])
      .when({ type: 'CreateLocation', siteId, locationId: 'south', name: 'South', parentLocationId: null })
      .thenRejects('location_exists', 'That location already exists.');
  });

  it('renames and moves in one change: two events', () => {
    spec(tree)
      .when({ type: 'UpdateLocation', siteId, locationId: 'office', name: 'Desk', parentLocationId: 'south' })
      .then([
        { type: 'LocationRenamed', data: { siteId, locationId: 'office', name: 'Desk' } },
        { type: 'LocationMoved', data: { siteId, locationId: 'office', parentLocationId: 'south', sequence: 1 } },
      ]);
  });

  it('forgets a deleted name: it can be used again', () => {
    spec([...tree, { type: 'LocationDeleted', data: { siteId, locationId: 'south' } }])
      .when({ type: 'CreateLocation', siteId, locationId: 'south2', name: 'South', parentLocationId: null })
      .then([created('south2', 'South', null, 2)]);
  });
});

describe('locations decider: CSV upload', () => {
  const id = (row: number, parent: string | null, name: string) =>
    deterministicId('location', siteId, 'up-1', String(row), String(parent), name.toLowerCase());

  it('creates missing levels, reuses existing paths, skips the header and blank rows, and reports every row', () => {
    const rows = [
      ['level1', 'level2', 'level3'],
      ['north', 'City', 'Lab'],
      ['North', 'City', 'Office'],
      ['', '', ''],
      ['West', 'Depot', ''],
      ['West', '', 'Dock'],
      ['A', 'B', 'C', 'D'],
      [' ', 'x'],
      ['West'],
    ];
    const events = locationsDecider.decide(
      { type: 'UploadLocations', siteId, uploadId: 'up-1', fileName: 'sites.csv', rows },
      tree.reduce(locationsDecider.evolve, locationsDecider.initialState()),
    );
    const lab = id(2, 'city', 'Lab');
    const west = id(5, null, 'West');
    const depot = id(5, west, 'Depot');
    const uploaded = (locationId: string, name: string, parentLocationId: string | null, sequence: number) => ({
      locationId,
      name,
      parentLocationId,
      sequence,
    });
    expect(events).toEqual([
      {
        type: 'LocationsUploaded',
        data: {
          siteId,
          uploadId: 'up-1',
          fileName: 'sites.csv',
          created: [uploaded(lab, 'Lab', 'city', 2), uploaded(west, 'West', null, 3), uploaded(depot, 'Depot', west, 1)],
          rows: [
            { row: 2, path: ['north', 'City', 'Lab'], status: 'created', message: null, locationId: lab },
            { row: 3, path: ['North', 'City', 'Office'], status: 'existing', message: null, locationId: 'office' },
            { row: 5, path: ['West', 'Depot'], status: 'created', message: null, locationId: depot },
            {
              row: 6,
              path: ['West', '', 'Dock'],
              status: 'rejected',
              message: 'A row cannot leave a level empty before the next one.',
              locationId: null,
            },
            { row: 7, path: ['A', 'B', 'C', 'D'], status: 'rejected', message: 'A row can name at most 3 levels.', locationId: null },
            {
              row: 8,
              path: ['', 'x'],
              status: 'rejected',
              message: 'A row cannot leave a level empty before the next one.',
              locationId: null,
            },
            { row: 9, path: ['West'], status: 'existing', message: null, locationId: west },
          ],
        },
      },
    ]);
  });

  it('puts the uploaded locations in the tree: a later row of another upload reuses them', () => {
    const first = locationsDecider.decide(
      { type: 'UploadLocations', siteId, uploadId: 'up-1', fileName: 'a.csv', rows: [['West', 'Depot']] },
      tree.reduce(locationsDecider.evolve, locationsDecider.initialState()),
    );
    const west = id(1, null, 'West');
    spec([...tree, ...first])
      .when({ type: 'CreateLocation', siteId, locationId: 'x', name: 'depot', parentLocationId: west })
      .thenRejects('location_name_taken', 'A location named depot already exists at this level.');
    spec([...tree, ...first])
      .when({ type: 'UploadLocations', siteId, uploadId: 'up-2', fileName: 'b.csv', rows: [['west', 'DEPOT']] })
      .then([
        {
          type: 'LocationsUploaded',
          data: {
            siteId,
            uploadId: 'up-2',
            fileName: 'b.csv',
            created: [],
            rows: [{ row: 1, path: ['west', 'DEPOT'], status: 'existing', message: null, locationId: id(1, west, 'Depot') }],
          },
        },
      ]);
  });

  it('rejects a row whose name is too long, and still reports a file with nothing new', () => {
    spec(tree)
      .when({ type: 'UploadLocations', siteId, uploadId: 'up-1', fileName: 'a.csv', rows: [['x'.repeat(101)]] })
      .then([
        {
          type: 'LocationsUploaded',
          data: {
            siteId,
            uploadId: 'up-1',
            fileName: 'a.csv',
            created: [],
            rows: [
              {
                row: 1,
                path: ['x'.repeat(101)],
                status: 'rejected',
                message: 'A location name can be at most 100 characters.',
                locationId: null,
              },
            ],
          },
        },
      ]);
  });
});
