import type { BadgeRuleDeclaration } from '../badges/rules.js';
import type { NoticeDeclaration } from '../notifications/notices.js';
import type { FriendEvent } from './events.js';

const pendingLink = (friendshipId: string) => `/friends/pending?friend_id=${encodeURIComponent(friendshipId)}`;
const listLink = (friendId: string) => `/friends/list?friend_id=${encodeURIComponent(friendId)}`;

/** Friend request received and accepted (spec 1 §3 Notification, key with "friend"), e-mailed under email_friend_requests. */
export const friendNotices = {
  FriendRequested: ({ data }) => [
    {
      userId: data.friendeeId,
      siteId: data.siteId,
      key: 'friend_request_received',
      message: `{actor} sent you a ${data.friendLabel.toLowerCase()} request.`,
      actorId: data.senderId,
      link: pendingLink(data.friendshipId),
      email: 'email_friend_requests',
    },
  ],
  FriendRequestResent: ({ data }) => [
    {
      userId: data.friendeeId,
      siteId: data.siteId,
      key: 'friend_request_received',
      message: `{actor} sent you a ${data.friendLabel.toLowerCase()} request.`,
      actorId: data.senderId,
      link: pendingLink(data.friendshipId),
      email: 'email_friend_requests',
    },
  ],
  FriendRequestAccepted: ({ data }) => {
    // Told: whoever did not accept (the sender, or the friendee when the sender asked back).
    const told = data.acceptedBy === data.friendeeId ? data.senderId : data.friendeeId;
    return [
      {
        userId: told,
        siteId: data.siteId,
        key: 'friend_request_accepted',
        message: `{actor} accepted your ${data.friendLabel.toLowerCase()} request.`,
        actorId: data.acceptedBy,
        link: listLink(data.acceptedBy),
        email: 'email_friend_requests',
      },
    ];
  },
} as const satisfies NoticeDeclaration<FriendEvent>;

/** buddies_added: each accepted friendship counts once for both people, in the year it was accepted. */
export const friendBadgeRules = {
  FriendRequestAccepted: [
    {
      category: 'buddies_added',
      counts: ({ data }) => [
        { userId: data.senderId, siteId: data.siteId, year: data.year, amount: 1, key: data.friendshipId },
        { userId: data.friendeeId, siteId: data.siteId, year: data.year, amount: 1, key: data.friendshipId },
      ],
    },
  ],
} as const satisfies BadgeRuleDeclaration<FriendEvent>;
