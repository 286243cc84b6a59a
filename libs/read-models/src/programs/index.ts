import { defineReadModel } from '../capability.js';
import * as createPrograms from './migrations/2026_11_23_100100_create_programs.js';
import { programsProjection } from './projection.js';
import type { ProgramsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Programs and their time frames. */
export const programsReadModel = defineReadModel<ProgramsTables>({
  name: 'programs',
  projections: [programsProjection],
  migrations: {
    '2026_11_23_100100_create_programs': createPrograms,
  },
});
