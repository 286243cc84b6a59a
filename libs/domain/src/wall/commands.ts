import type { Role } from '../users/roles.js';
import type { PostableType, WallableType } from './events.js';

/** Who acts, with the role their permissions come from. */
export interface WallActor {
  readonly userId: string;
  readonly role: Role;
}

/** The post a comment answers, as the API found it on the reader's site (null: not there, or not visible to them). */
export interface ParentFacts {
  readonly postId: string;
  readonly userId: string;
  readonly depth: number;
}

/**
 * POST /posts (spec 2 §5 post creation). Looked-up facts arrive in the command: the author's
 * accepted friends among `taggedUserIds`, the parent, whether the postable exists and is theirs,
 * whether the author may post on that wall.
 */
export interface CreatePost {
  readonly type: 'CreatePost';
  readonly siteId: string;
  readonly postId: string;
  readonly actor: WallActor;
  /** The author's own site: only wall experts post on another site's wall (spec 2 §6). */
  readonly actorSiteId: string;
  readonly content: string;
  readonly photo: string | null;
  readonly wallableType: WallableType;
  readonly wallableId: string;
  /**
   * The post a comment answers, as the client named it (a Post wallable's id, or parent_post_id: a
   * site comment has wallable Site and a parent, spec 2 §4); null for a post on a wall.
   */
  readonly parentPostId: string | null;
  readonly parent: ParentFacts | null;
  readonly taggedUserIds: readonly string[];
  /** Those of `taggedUserIds` who are the author's accepted friends (read from friendships by the handler). */
  readonly friendIds: readonly string[];
  readonly postableType: PostableType | null;
  readonly postableId: string | null;
  /** The shared goal was found and is the author's. */
  readonly postableFound: boolean;
  readonly at: string;
  readonly today: string;
}

interface OnPost {
  readonly siteId: string;
  readonly postId: string;
  readonly actor: WallActor;
  readonly at: string;
}

export interface DeletePost extends OnPost {
  readonly type: 'DeletePost';
  /** A moderator's reason (the coordinator's flagged-posts tab); null from the wall's menu. */
  readonly reason: string | null;
}
export interface LikePost extends OnPost {
  readonly type: 'LikePost';
}
export interface UnlikePost extends OnPost {
  readonly type: 'UnlikePost';
}
export interface RemoveTag extends OnPost {
  readonly type: 'RemoveTag';
  readonly userId: string;
}
export interface ReportPost extends OnPost {
  readonly type: 'ReportPost';
  /** The site's setting: distinct reports that hide a post (default REPORTS_TO_HIDE). */
  readonly reportsToHide: number;
}
/** PUT /posts/{id} is_flagged false: a reporter withdraws, a moderator restores. */
export interface UnreportPost extends OnPost {
  readonly type: 'UnreportPost';
  readonly reason: string | null;
}

export type WallCommand = CreatePost | DeletePost | LikePost | UnlikePost | RemoveTag | ReportPost | UnreportPost;
