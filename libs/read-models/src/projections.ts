import type { Projection } from './projection.js';
import { sitesProjection } from './sites/projection.js';
import { usersProjection } from './users/projection.js';
import { passwordResetsProjection } from './password-resets/projection.js';
import { entriesProjection } from './entries/projection.js';
import { statsProjection } from './stats/projection.js';
import { badgesEarnedProjection } from './badges/projection.js';
import { notificationsProjection } from './notifications/projection.js';
import { eligibilitiesProjection } from './eligibility/projection.js';
import { contentProjection } from './content/projection.js';
import { locationsProjection } from './locations/projection.js';
import { programsProjection } from './programs/projection.js';
import { ssoDetailsProjection } from './sso/projection.js';

/** Every read model the projector keeps up to date. */
export const projections: readonly Projection[] = [
  sitesProjection,
  usersProjection,
  passwordResetsProjection,
  entriesProjection,
  statsProjection,
  badgesEarnedProjection,
  notificationsProjection,
  eligibilitiesProjection,
  contentProjection,
  locationsProjection,
  programsProjection,
  ssoDetailsProjection,
];
