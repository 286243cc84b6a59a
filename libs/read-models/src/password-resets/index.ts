import { defineReadModel } from '../capability.js';
import { passwordResetsProjection } from './projection.js';
import type { PasswordResetsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Password reset tokens (hashed). */
export const passwordResetsReadModel = defineReadModel<PasswordResetsTables>({
  name: 'password-resets',
  projections: [passwordResetsProjection],
  // Its table came with the users migration 2026_11_23_120000_add_user_settings (a migration stays where it was written).
  migrations: {},
});
