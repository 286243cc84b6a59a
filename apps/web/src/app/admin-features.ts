import { badgeAdminFeature } from '../features/badge-admin/manifest';
import { adminGoalsFeature } from '../features/admin-goals/manifest';
import { erasuresFeature } from '../features/erasures/manifest';
import { locationsFeature } from '../features/locations/manifest';
import { programsFeature } from '../features/programs/manifest';
import { siteEvaluationsFeature } from '../features/site-evaluations/manifest';
import { sitesFeature } from '../features/sites/manifest';
import { ssoFeature } from '../features/sso/manifest';
import { themeFeature } from '../features/theme/manifest';
import { usersFeature } from '../features/users/manifest';
import { challengeCatalogueFeature } from '../features/challenge-catalogue/manifest';
import { announcementsFeature } from '../features/announcements/manifest';
import { dashboardFeature } from '../features/dashboard/manifest';
import { eopFeature } from '../features/eop/manifest';
import { reportsFeature } from '../features/reports/manifest';

/**
 * The administration features (spec 3): their manifests load on demand (`loadAdminFeatures` in
 * `app/features.ts`), never with a participant's first visit. A new administration feature adds
 * its manifest here instead of to `features`.
 */
export const adminFeatures = [
  usersFeature,
  sitesFeature,
  locationsFeature,
  programsFeature,
  themeFeature,
  ssoFeature,
  erasuresFeature,
  badgeAdminFeature,
  adminGoalsFeature,
  challengeCatalogueFeature,
  siteEvaluationsFeature,
  announcementsFeature,
  dashboardFeature,
  eopFeature,
  reportsFeature,
] as const;
