import { defineReadModel } from '../capability.js';
import * as createReactionJobs from './migrations/2026_11_25_000100_create_reaction_jobs.js';
import type { ReactionsTables } from './table.js';

export * from './table.js';
export * from './queries.js';

/** The reactors' outbox (no projection of its own: reactors and workers write it, see table.ts). */
export const reactionsReadModel = defineReadModel<ReactionsTables>({
  name: 'reactions',
  projections: [],
  migrations: {
    '2026_11_25_000100_create_reaction_jobs': createReactionJobs,
  },
});
