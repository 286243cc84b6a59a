import { defineReadModel } from '../capability.js';
import { exportUserProfile } from './personal-data.js';
import * as createUsers from './migrations/2026_11_22_100100_create_users.js';
import * as addUserSettings from './migrations/2026_11_23_120000_add_user_settings.js';
import * as people from './migrations/2026_11_23_120000_people.js';
import * as addUserRegistration from './migrations/2026_11_23_130000_add_user_registration.js';
import * as addUserProfileImage from './migrations/2026_11_26_010000_add_user_profile_image.js';
import { usersProjection } from './projection.js';
import type { UsersTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';
export * from './admin-queries.js';

/** People: accounts, their settings and registration. */
export const usersReadModel = defineReadModel<UsersTables>({
  name: 'users',
  projections: [usersProjection],
  migrations: {
    '2026_11_22_100100_create_users': createUsers,
    '2026_11_23_120000_add_user_settings': addUserSettings,
    '2026_11_23_120000_people': people,
    '2026_11_23_130000_add_user_registration': addUserRegistration,
    '2026_11_26_010000_add_user_profile_image': addUserProfileImage,
  },
  personalData: { export: exportUserProfile },
});
