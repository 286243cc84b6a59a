import { yearOf } from '../shared/dates.js';
import type { BadgeRuleDeclaration } from '../badges/rules.js';
import type { NoticeDeclaration } from '../notifications/notices.js';
import { isAutomaticPost } from './automatic-posts.js';
import type { WallEvent } from './events.js';

export const postLink = (postId: string, replyId?: string): string =>
  `/wall/post/${encodeURIComponent(postId)}${replyId ? `?reply=${encodeURIComponent(replyId)}` : ''}`;

/** Someone commented on your post; you were tagged (spec 1 §3 Notification), e-mailed under email_wall_posts. */
export const wallNotices = {
  PostCreated: ({ data }) => {
    const commented =
      data.parentPostId !== null && data.parentAuthorId !== null && data.parentAuthorId !== data.userId
        ? [
            {
              userId: data.parentAuthorId,
              siteId: data.siteId,
              key: 'wall_post_commented',
              message: '{actor} commented on your post.',
              actorId: data.userId,
              link: postLink(data.parentPostId, data.postId),
              email: 'email_wall_posts' as const,
            },
          ]
        : [];
    const threadId = data.parentPostId ?? data.postId;
    const tagged = data.taggedUserIds.map((userId) => ({
      userId,
      siteId: data.siteId,
      key: 'wall_post_tagged',
      message: data.parentPostId === null ? '{actor} tagged you in a post.' : '{actor} tagged you in a comment.',
      actorId: data.userId,
      link: data.parentPostId === null ? postLink(threadId) : postLink(threadId, data.postId),
      email: 'email_wall_posts' as const,
    }));
    return [...commented, ...tagged];
  },
} as const satisfies NoticeDeclaration<WallEvent>;

/**
 * Spec 2 §3 Badge: wall_posts_created counts a person's top-level posts; wall_posts_tags counts the
 * friends they tag (each tag of a post once); goals_shared counts a goal shared to the wall (a
 * top-level post whose postable is a Goal, as the goal's share popup writes it), in the year of the
 * site's date.
 */
export const wallBadgeRules = {
  PostCreated: [
    {
      category: 'wall_posts_created',
      counts: ({ data }) =>
        data.depth === 0 && !isAutomaticPost(data.postId)
          ? [{ userId: data.userId, siteId: data.siteId, year: yearOf(data.createdOn), amount: 1, key: data.postId }]
          : [],
    },
    {
      category: 'wall_posts_tags',
      counts: ({ data }) =>
        data.taggedUserIds.map((tagged) => ({
          userId: data.userId,
          siteId: data.siteId,
          year: yearOf(data.createdOn),
          amount: 1,
          key: `${data.postId}-${tagged}`,
        })),
    },
    {
      category: 'goals_shared',
      counts: ({ data }) =>
        data.depth === 0 && data.postableType === 'Goal' && !isAutomaticPost(data.postId)
          ? [{ userId: data.userId, siteId: data.siteId, year: yearOf(data.createdOn), amount: 1, key: `wall-${data.postId}` }]
          : [],
    },
  ],
} as const satisfies BadgeRuleDeclaration<WallEvent>;
