import { defineReadModel } from '../capability.js';
import * as createUserChallenges from './migrations/2026_11_26_050100_create_user_challenges.js';
import * as indexOpenUserChallengesByExpiry from './migrations/2026_11_27_070100_index_open_user_challenges_by_expiry.js';
import { exportPersonChallenges } from './personal-data.js';
import { userChallengesProjection } from './projection.js';
import type { UserChallengesTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';
export * from './overdue.js';

/** Each person's peer challenges (spec 2 §3 UserChallenge), refreshed live on both sides. */
export const userChallengesReadModel = defineReadModel<UserChallengesTables>({
  name: 'challenges',
  projections: [userChallengesProjection],
  migrations: {
    '2026_11_26_050100_create_user_challenges': createUserChallenges,
    '2026_11_27_070100_index_open_user_challenges_by_expiry': indexOpenUserChallengesByExpiry,
  },
  liveKind: 'challenges',
  personalData: { export: exportPersonChallenges },
});
