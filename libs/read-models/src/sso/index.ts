import { defineReadModel } from '../capability.js';
import { ssoDetailsProjection } from './projection.js';
import type { SsoDetailsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Single sign-on details per site. */
export const ssoReadModel = defineReadModel<SsoDetailsTables>({
  name: 'sso',
  projections: [ssoDetailsProjection],
  // Its table came with the users migration 2026_11_23_120000_people (a migration stays where it was written).
  migrations: {},
});
