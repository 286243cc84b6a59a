import { assertNever, type Decider } from '../shared/decider.js';
import type { CreatePost, DeletePost, LikePost, RemoveTag, ReportPost, UnlikePost, UnreportPost, WallCommand } from './commands.js';
import {
  conflict,
  forbidden,
  invalid,
  MAX_MODERATION_REASON_LENGTH,
  MAX_POST_LENGTH,
  MAX_POST_TAGS,
  postNotFound,
  wallMessages as m,
} from './errors.js';
import type { WallEvent } from './events.js';
import { isCoordinatorType, isNeverHidden, isWallExpert, isWallModerator } from './roles.js';

export const postStream = (postId: string): string => `post-${postId}`;

export interface PostState {
  readonly exists: boolean;
  readonly deleted: boolean;
  readonly siteId: string | null;
  readonly authorId: string | null;
  readonly authorIsWallExpert: boolean;
  readonly neverHidden: boolean;
  readonly tagged: ReadonlySet<string>;
  readonly likes: ReadonlySet<string>;
  /** Distinct reporters, in report order (the first is the legacy flagged_by). */
  readonly reports: readonly string[];
  readonly hidden: boolean;
  /** A moderator restored it: reports no longer hide it. */
  readonly restored: boolean;
}

export const initialState = (): PostState => ({
  exists: false,
  deleted: false,
  siteId: null,
  authorId: null,
  authorIsWallExpert: false,
  neverHidden: false,
  tagged: new Set(),
  likes: new Set(),
  reports: [],
  hidden: false,
  restored: false,
});

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((item) => item !== id));

export function evolve(state: PostState, event: WallEvent): PostState {
  switch (event.type) {
    case 'PostCreated': {
      const { siteId, userId, authorIsWallExpert, neverHidden, taggedUserIds } = event.data;
      return { ...state, exists: true, siteId, authorId: userId, authorIsWallExpert, neverHidden, tagged: new Set(taggedUserIds) };
    }
    case 'PostDeleted':
      return { ...state, deleted: true };
    case 'PostLiked':
      return { ...state, likes: new Set([...state.likes, event.data.userId]) };
    case 'PostUnliked':
      return { ...state, likes: without(state.likes, event.data.userId) };
    case 'PostTagRemoved':
      return { ...state, tagged: without(state.tagged, event.data.userId) };
    case 'PostReported':
      return { ...state, reports: [...state.reports, event.data.reportedBy] };
    case 'PostReportWithdrawn':
      return { ...state, reports: state.reports.filter((id) => id !== event.data.userId) };
    case 'PostHidden':
      return { ...state, hidden: true };
    case 'PostRestored':
      return { ...state, reports: [], hidden: false, restored: true };
    default:
      return assertNever(event);
  }
}

/** The post as others may act on it: created, not deleted, on the actor's site (else it does not exist for them). */
function requirePost(state: PostState, siteId: string): void {
  if (!state.exists || state.deleted || state.siteId !== siteId) throw postNotFound();
}

/** A hidden post exists only for its author and moderators: for anyone else it is not found. */
function requireVisible(state: PostState, siteId: string, actor: { userId: string; role: WallCommand['actor']['role'] }): void {
  requirePost(state, siteId);
  if (state.hidden && state.authorId !== actor.userId && !isWallModerator(actor.role)) throw postNotFound();
}

function checkedReason(reason: string | null): string | null {
  const trimmed = reason?.trim() || null;
  if (trimmed !== null && trimmed.length > MAX_MODERATION_REASON_LENGTH) throw invalid('reason_too_long', m.reasonTooLong);
  return trimmed;
}

function create(command: CreatePost, state: PostState): WallEvent[] {
  if (state.exists) return []; // the same post id again: a retried request
  const { siteId, postId, actor, wallableType, wallableId, parent, at, today } = command;
  const content = command.content.trim();
  if (content === '') throw invalid('content_blank', m.contentBlank);
  if (content.length > MAX_POST_LENGTH) throw invalid('content_too_long', m.contentTooLong);
  if (wallableType === 'Site' && (wallableId !== siteId || (siteId !== command.actorSiteId && !isWallExpert(actor.role)))) {
    throw forbidden('wall_forbidden', m.wallForbidden);
  }
  // Spec 2 §4: a comment's wallable is its post, or (a site comment) the Site with a parent.
  if (wallableType === 'Post' || command.parentPostId !== null) {
    if (parent === null) throw invalid('parent_missing', m.parentMissing);
    if (parent.postId !== (command.parentPostId ?? wallableId) || (wallableType === 'Post' && parent.postId !== wallableId)) {
      throw invalid('parent_mismatch', m.parentMismatch);
    }
  }
  const tagged = [...new Set(command.taggedUserIds)].filter((id) => id !== actor.userId);
  if (tagged.length > MAX_POST_TAGS) throw invalid('too_many_tags', m.tooManyTags);
  if (tagged.some((id) => !command.friendIds.includes(id))) throw invalid('tag_not_friend', m.tagNotFriend);
  if ((command.postableType === null) !== (command.postableId === null)) throw invalid('postable_incomplete', m.postableIncomplete);
  if (command.postableType !== null && !command.postableFound) throw invalid('postable_missing', m.postableMissing);
  return [
    {
      type: 'PostCreated',
      data: {
        siteId,
        postId,
        userId: actor.userId,
        content,
        photo: command.photo,
        wallableType,
        wallableId,
        parentPostId: parent?.postId ?? null,
        parentAuthorId: parent?.userId ?? null,
        depth: parent === null ? 0 : parent.depth + 1,
        taggedUserIds: tagged,
        postableType: command.postableType,
        postableId: command.postableId,
        authorIsWallExpert: isWallExpert(actor.role),
        neverHidden: isNeverHidden(actor.role),
        createdAt: at,
        createdOn: today,
      },
    },
  ];
}

/** Spec 2 §6: the author; for a wall expert's post only the author; otherwise also master, coordinator or poster. */
export function mayDelete(
  state: Pick<PostState, 'authorId' | 'authorIsWallExpert'>,
  actor: { userId: string; role: WallCommand['actor']['role'] },
) {
  if (state.authorId === actor.userId) return true;
  return !state.authorIsWallExpert && isWallModerator(actor.role);
}

function remove(command: DeletePost, state: PostState): WallEvent[] {
  const { siteId, postId, actor, at } = command;
  requirePost(state, siteId);
  if (!mayDelete(state, actor)) throw forbidden('delete_forbidden', m.deleteForbidden);
  const byAuthor = state.authorId === actor.userId;
  const reason = checkedReason(command.reason);
  return [
    {
      type: 'PostDeleted',
      data: { siteId, postId, deletedBy: actor.userId, moderatorId: byAuthor ? null : actor.userId, reason: byAuthor ? null : reason, at },
    },
  ];
}

function like(command: LikePost, state: PostState): WallEvent[] {
  const { siteId, postId, actor, at } = command;
  requireVisible(state, siteId, actor);
  if (state.likes.has(actor.userId)) throw conflict('already_liked', m.alreadyLiked);
  return [{ type: 'PostLiked', data: { siteId, postId, userId: actor.userId, at } }];
}

function unlike(command: UnlikePost, state: PostState): WallEvent[] {
  const { siteId, postId, actor, at } = command;
  requireVisible(state, siteId, actor);
  if (!state.likes.has(actor.userId)) throw conflict('not_liked', m.notLiked);
  return [{ type: 'PostUnliked', data: { siteId, postId, userId: actor.userId, at } }];
}

/** Spec 2 §6: a tagged user can remove their own tag (and only their own). */
function removeTag(command: RemoveTag, state: PostState): WallEvent[] {
  const { siteId, postId, actor, at, userId } = command;
  requireVisible(state, siteId, actor);
  if (userId !== actor.userId || !state.tagged.has(userId)) throw forbidden('tag_missing', m.tagMissing);
  return [{ type: 'PostTagRemoved', data: { siteId, postId, userId, at } }];
}

/**
 * Spec 2 §6: a logged-in non-author, when the author is not a wall expert and the reader is not a
 * coordinator. Beyond the spec: one report per person; a post already flagged may be reported by
 * others, and the `reportsToHide`th distinct report hides it unless its author is never hidden or
 * a moderator restored it.
 */
export function mayReport(
  state: Pick<PostState, 'authorId' | 'authorIsWallExpert' | 'reports'>,
  actor: { userId: string; role: WallCommand['actor']['role'] },
) {
  return reportRefusal(state, actor) === null;
}

function reportRefusal(
  state: Pick<PostState, 'authorId' | 'authorIsWallExpert' | 'reports'>,
  actor: { userId: string; role: WallCommand['actor']['role'] },
) {
  if (state.authorId === actor.userId) return forbidden('report_own', m.reportOwn);
  if (state.authorIsWallExpert) return forbidden('report_expert', m.reportExpert);
  if (isCoordinatorType(actor.role) || isWallExpert(actor.role)) return forbidden('report_coordinator', m.reportCoordinator);
  if (state.reports.includes(actor.userId)) return conflict('already_reported', m.alreadyReported);
  return null;
}

function report(command: ReportPost, state: PostState): WallEvent[] {
  const { siteId, postId, actor, at } = command;
  requireVisible(state, siteId, actor);
  const refusal = reportRefusal(state, actor);
  if (refusal) throw refusal;
  const reported: WallEvent = { type: 'PostReported', data: { siteId, postId, reportedBy: actor.userId, at } };
  const reports = state.reports.length + 1;
  const hides = !state.hidden && !state.neverHidden && !state.restored && reports >= Math.max(1, command.reportsToHide);
  return hides
    ? [reported, { type: 'PostHidden', data: { siteId, postId, reports, threshold: Math.max(1, command.reportsToHide), at } }]
    : [reported];
}

/** Spec 2 §6 unreport: the flagger (their own report), or master, coordinator or poster (every report: restored). */
function unreport(command: UnreportPost, state: PostState): WallEvent[] {
  const { siteId, postId, actor, at } = command;
  requirePost(state, siteId);
  const flagged = state.reports.length > 0 || state.hidden;
  if (isWallModerator(actor.role) && state.authorId !== actor.userId) {
    if (!flagged) throw conflict('not_flagged', m.notFlagged);
    return [{ type: 'PostRestored', data: { siteId, postId, moderatorId: actor.userId, reason: checkedReason(command.reason), at } }];
  }
  if (!state.reports.includes(actor.userId)) throw forbidden('unreport_forbidden', m.unreportForbidden);
  return [{ type: 'PostReportWithdrawn', data: { siteId, postId, userId: actor.userId, at } }];
}

export function decide(command: WallCommand, state: PostState): WallEvent[] {
  switch (command.type) {
    case 'CreatePost':
      return create(command, state);
    case 'DeletePost':
      return remove(command, state);
    case 'LikePost':
      return like(command, state);
    case 'UnlikePost':
      return unlike(command, state);
    case 'RemoveTag':
      return removeTag(command, state);
    case 'ReportPost':
      return report(command, state);
    case 'UnreportPost':
      return unreport(command, state);
    default:
      return assertNever(command);
  }
}

export const postDecider: Decider<WallCommand, WallEvent, PostState> = { decide, evolve, initialState };
