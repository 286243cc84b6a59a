import { defineReadModel } from '../capability.js';
import { exportPersonEligibility } from './personal-data.js';
import * as createEligibilities from './migrations/2026_11_23_100100_create_eligibilities.js';
import { eligibilitiesProjection } from './projection.js';
import type { EligibilityTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Sponsors' eligibility records. */
export const eligibilityReadModel = defineReadModel<EligibilityTables>({
  name: 'eligibility',
  projections: [eligibilitiesProjection],
  migrations: {
    '2026_11_23_100100_create_eligibilities': createEligibilities,
  },
  personalData: { export: exportPersonEligibility },
});
