import { defineReadModel } from '../capability.js';
import * as createSites from './migrations/2026_11_22_100000_create_sites.js';
import * as addSiteSettings from './migrations/2026_11_23_100000_add_site_settings.js';
import * as addSiteUrlsPilotDeleted from './migrations/2026_11_23_120000_add_site_urls_pilot_deleted.js';
import * as addSiteRevision from './migrations/2026_11_23_150000_add_site_revision.js';
import * as badgeDefinitionDefaults from './migrations/2026_11_26_030000_badge_definition_defaults.js';
import { sitesProjection } from './projection.js';
import type { SitesTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';
export * from './badge-definitions.js';

/** Sites: their settings, exercise activities and badge definitions. */
export const sitesReadModel = defineReadModel<SitesTables>({
  name: 'sites',
  projections: [sitesProjection],
  migrations: {
    '2026_11_22_100000_create_sites': createSites,
    '2026_11_23_100000_add_site_settings': addSiteSettings,
    '2026_11_23_120000_add_site_urls_pilot_deleted': addSiteUrlsPilotDeleted,
    '2026_11_23_150000_add_site_revision': addSiteRevision,
    '2026_11_26_030000_badge_definition_defaults': badgeDefinitionDefaults,
  },
});
