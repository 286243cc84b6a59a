import { defineReadModel } from '../capability.js';
import * as createChallenges from './migrations/2026_11_26_050000_create_challenges.js';
import { challengeCatalogueProjection } from './projection.js';
import type { ChallengeCatalogueTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Each site's challenge catalogue, inheriting the default set. */
export const challengeCatalogueReadModel = defineReadModel<ChallengeCatalogueTables>({
  name: 'challenge_catalogue',
  projections: [challengeCatalogueProjection],
  migrations: { '2026_11_26_050000_create_challenges': createChallenges },
});
