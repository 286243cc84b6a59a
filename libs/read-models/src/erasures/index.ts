import { defineReadModel } from '../capability.js';
import * as createErasures from './migrations/2026_11_25_020000_create_erasures.js';
import { erasuresProjection } from './projection.js';
import type { ErasuresTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** The masters' erasure audit (who erased whom and when; ids only). */
export const erasuresReadModel = defineReadModel<ErasuresTables>({
  name: 'erasures',
  projections: [erasuresProjection],
  migrations: { '2026_11_25_020000_create_erasures': createErasures },
});
