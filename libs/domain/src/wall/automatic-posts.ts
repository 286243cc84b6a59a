import type { Role } from '../users/roles.js';
import type { CreatePost } from './commands.js';
import type { PostableType } from './events.js';

/**
 * What happened that a site with `is_automatic_wall_post_enabled` posts on its wall, by the
 * person it happened to (issue 15 Wall): a badge earned, a goal completed, a challenge won.
 */
export type AutomaticPostTrigger =
  | { readonly kind: 'badge_earned'; readonly badgeName: string }
  | { readonly kind: 'goal_completed'; readonly goalId: string; readonly goalTitle: string }
  | { readonly kind: 'challenge_won'; readonly challengeName: string };

/** The post's id, derived from the event that triggered it: its stream exists once, however often the job runs. */
export const automaticPostId = (eventId: string): string => `auto-${eventId}`;

/** Posted by the site, not written by the person (the API gives written posts random UUIDs): it earns no wall badges. */
export const isAutomaticPost = (postId: string): boolean => postId.startsWith('auto-');

/** The post's plain text, and what it shares (a completed goal is a shared Goal, spec 2 §3 postable). */
export function automaticPostContent(trigger: AutomaticPostTrigger): {
  content: string;
  postableType: PostableType | null;
  postableId: string | null;
} {
  switch (trigger.kind) {
    case 'badge_earned':
      return { content: `I earned the "${trigger.badgeName}" badge!`, postableType: null, postableId: null };
    case 'goal_completed':
      return { content: `I completed my goal "${trigger.goalTitle}"!`, postableType: 'Goal', postableId: trigger.goalId };
    case 'challenge_won':
      return { content: `I won the "${trigger.challengeName}" challenge!`, postableType: null, postableId: null };
  }
}

/** The facts the worker found: the site's wall and flag, and the person (null: erased or gone). */
export interface AutomaticPostFacts {
  readonly eventId: string;
  readonly siteId: string;
  readonly wallEnabled: boolean;
  readonly automaticPostsEnabled: boolean;
  readonly person: { readonly userId: string; readonly siteId: string; readonly role: Role } | null;
  readonly at: string;
  /** The site-local date. */
  readonly today: string;
}

/**
 * The wall's own CreatePost for a trigger, or null when nothing is to be posted: the wall or the
 * site's automatic posts are off, or the person is gone (erased) or of another site.
 */
export function automaticPost(trigger: AutomaticPostTrigger, facts: AutomaticPostFacts): CreatePost | null {
  const { person } = facts;
  if (!facts.wallEnabled || !facts.automaticPostsEnabled || person === null || person.siteId !== facts.siteId) return null;
  return {
    type: 'CreatePost',
    siteId: facts.siteId,
    postId: automaticPostId(facts.eventId),
    actor: { userId: person.userId, role: person.role },
    actorSiteId: person.siteId,
    ...automaticPostContent(trigger),
    photo: null,
    wallableType: 'Site',
    wallableId: facts.siteId,
    parentPostId: null,
    parent: null,
    taggedUserIds: [],
    friendIds: [],
    postableFound: trigger.kind === 'goal_completed',
    at: facts.at,
    today: facts.today,
  };
}
