import { defineReadModel } from '../capability.js';
import { listPersonEntries } from './personal-data.js';
import * as createEntries from './migrations/2026_11_22_100200_create_entries.js';
import { entriesProjection } from './projection.js';
import type { EntriesTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';
export * from './personal-data.js';

/** Logged days (steps, minutes, activities). */
export const entriesReadModel = defineReadModel<EntriesTables>({
  name: 'entries',
  projections: [entriesProjection],
  migrations: {
    '2026_11_22_100200_create_entries': createEntries,
  },
  liveKind: 'entries',
  personalData: { export: listPersonEntries },
});
