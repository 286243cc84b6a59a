import { defineReadModel } from '../capability.js';
import * as createFriendships from './migrations/2026_11_25_070000_create_friendships.js';
import * as dropFriendSearchEmailPrefix from './migrations/2026_11_27_070000_drop_friend_search_email_prefix.js';
import { exportFriendships } from './personal-data.js';
import { friendsProjection } from './projection.js';
import type { FriendsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Friendships (spec 2 §3 Friendship). */
export const friendsReadModel = defineReadModel<FriendsTables>({
  name: 'friends',
  projections: [friendsProjection],
  migrations: {
    '2026_11_25_070000_create_friendships': createFriendships,
    '2026_11_27_070000_drop_friend_search_email_prefix': dropFriendSearchEmailPrefix,
  },
  liveKind: 'friends',
  personalData: { export: exportFriendships },
});
