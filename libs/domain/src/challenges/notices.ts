import type { BadgeRuleDeclaration } from '../badges/rules.js';
import type { NoticeDeclaration } from '../notifications/notices.js';
import type { UserChallengeEvent } from './events.js';

/** Where a notice about a user challenge opens it (spec 2 §2). */
export const userChallengeLink = (userChallengeId: string): string => `/challenges/active?challenge_id=${userChallengeId}`;

/** Received, accepted, completed, expired (issue 14): `{actor}` is read at query time, never copied. */
export const userChallengeNotices = {
  UserChallengeSent: ({ data }) => [
    {
      userId: data.receiverId,
      siteId: data.siteId,
      key: 'challenge_received',
      message: `{actor} challenged you: ${data.challengeName}`,
      actorId: data.senderId,
      link: userChallengeLink(data.userChallengeId),
      email: 'email_challenges',
    },
  ],
  UserChallengeAccepted: ({ data }) => [
    {
      userId: data.senderId,
      siteId: data.siteId,
      key: 'challenge_accepted',
      message: `{actor} accepted your challenge: ${data.challengeName}`,
      actorId: data.receiverId,
      link: userChallengeLink(data.userChallengeId),
      email: 'email_challenges',
    },
  ],
  UserChallengeSideCompleted: ({ data }) => [
    {
      userId: data.userId === data.senderId ? data.receiverId : data.senderId,
      siteId: data.siteId,
      key: 'challenge_completed',
      message: `{actor} completed the challenge: ${data.challengeName}`,
      actorId: data.userId,
      link: userChallengeLink(data.userChallengeId),
      email: 'email_challenges',
    },
  ],
  UserChallengeExpired: ({ data }) =>
    data.expiredUserIds.map((userId) => ({
      userId,
      siteId: data.siteId,
      key: 'challenge_expired',
      message: `Your challenge has expired: ${data.challengeName}`,
      actorId: null,
      link: userChallengeLink(data.userChallengeId),
      email: 'email_challenges' as const,
    })),
} as const satisfies NoticeDeclaration<UserChallengeEvent>;

const yearOfDate = (date: string): number => Number(date.slice(0, 4));

/** challenges_sent counts the sender's sends; challenges_completed each side's own completion. */
export const userChallengeBadgeRules = {
  UserChallengeSent: [
    {
      category: 'challenges_sent',
      counts: ({ data }) => [{ userId: data.senderId, siteId: data.siteId, year: yearOfDate(data.sentOn), amount: 1 }],
    },
  ],
  UserChallengeSideCompleted: [
    {
      category: 'challenges_completed',
      counts: ({ data }) => [{ userId: data.userId, siteId: data.siteId, year: yearOfDate(data.completedOn), amount: 1 }],
    },
  ],
} as const satisfies BadgeRuleDeclaration<UserChallengeEvent>;
