import { defineReadModel } from '../capability.js';
import * as createMutes from './migrations/2026_12_01_190000_create_mutes.js';
import { exportMutes } from './personal-data.js';
import { mutesProjection } from './projection.js';
import type { MutesTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Mutes (issue 15 Moderation): the wall, notifications and messaging leave out whom a reader muted. */
export const mutesReadModel = defineReadModel<MutesTables>({
  name: 'mutes',
  projections: [mutesProjection],
  migrations: { '2026_12_01_190000_create_mutes': createMutes },
  liveKind: 'mutes',
  personalData: { export: exportMutes },
});
