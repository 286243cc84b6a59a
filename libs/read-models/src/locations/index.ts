import { defineReadModel } from '../capability.js';
import { exportPersonLocation } from './personal-data.js';
import * as createLocations from './migrations/2026_11_23_100000_create_locations.js';
import { locationsProjection } from './projection.js';
import type { LocationsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Each site's location tree. */
export const locationsReadModel = defineReadModel<LocationsTables>({
  name: 'locations',
  projections: [locationsProjection],
  migrations: {
    '2026_11_23_100000_create_locations': createLocations,
  },
  personalData: { export: exportPersonLocation },
});
