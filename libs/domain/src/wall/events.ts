import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/** Spec 2 §3 Post: what a post hangs on (a site's wall, or another post for a comment). Recipe, Tip and Article come later. */
export const wallableTypes = ['Site', 'Post'] as const;
export type WallableType = (typeof wallableTypes)[number];
/** Spec 2 §3 Post postable_type: what a post shares. Goal now; Tip, Recipe and Article through the same shape later. */
export const postableTypes = ['Goal'] as const;
export type PostableType = (typeof postableTypes)[number];

export interface OfPost {
  readonly siteId: string;
  readonly postId: string;
}

/**
 * One stream per post (`post-<id>`), a comment included: a comment is a post (spec 2 §3, depth
 * above 0) liked, reported and deleted on its own, so its own stream keeps a busy thread's
 * comments and likes from contending on the parent's revision.
 */
export type PostCreated = DomainEvent<
  'PostCreated',
  OfPost & {
    readonly userId: string;
    /** Plain text, never HTML (sealed as the author's; '' once erased). */
    readonly content: string;
    /** An uploaded square photo's url, or null (sealed as the author's). */
    readonly photo: string | null;
    readonly wallableType: WallableType;
    readonly wallableId: string;
    /** The post commented on (null for a top-level post); the thread's top post for depth counting. */
    readonly parentPostId: string | null;
    readonly parentAuthorId: string | null;
    readonly depth: number;
    readonly taggedUserIds: readonly string[];
    readonly postableType: PostableType | null;
    readonly postableId: string | null;
    /** The author wrote as a wall expert (poster): never reported, deleted only by them. */
    readonly authorIsWallExpert: boolean;
    /** The author moderates (coordinator, master, wall expert): never hidden automatically. */
    readonly neverHidden: boolean;
    readonly createdAt: string;
    /** The site-local date, for the badge year. */
    readonly createdOn: string;
  }
>;

export type PostDeleted = DomainEvent<
  'PostDeleted',
  OfPost & {
    readonly deletedBy: string;
    /** Set when a moderator (not the author) deleted it: who and why. */
    readonly moderatorId: string | null;
    readonly reason: string | null;
    readonly at: string;
  }
>;

export type PostLiked = DomainEvent<'PostLiked', OfPost & { readonly userId: string; readonly at: string }>;
export type PostUnliked = DomainEvent<'PostUnliked', OfPost & { readonly userId: string; readonly at: string }>;
export type PostTagRemoved = DomainEvent<'PostTagRemoved', OfPost & { readonly userId: string; readonly at: string }>;

/** Spec 2 §4: reported (flagged); one report per person. */
export type PostReported = DomainEvent<'PostReported', OfPost & { readonly reportedBy: string; readonly at: string }>;
/** A reporter took their report back (spec 2 §6: the flagger may unreport). */
export type PostReportWithdrawn = DomainEvent<'PostReportWithdrawn', OfPost & { readonly userId: string; readonly at: string }>;
/** Beyond the spec: reported by enough distinct people, hidden from all but its author and moderators. */
export type PostHidden = DomainEvent<'PostHidden', OfPost & { readonly reports: number; readonly threshold: number; readonly at: string }>;
/** A moderator's unreport: every report cleared, shown again, never hidden automatically again. */
export type PostRestored = DomainEvent<
  'PostRestored',
  OfPost & { readonly moderatorId: string; readonly reason: string | null; readonly at: string }
>;

export type WallEvent =
  PostCreated | PostDeleted | PostLiked | PostUnliked | PostTagRemoved | PostReported | PostReportWithdrawn | PostHidden | PostRestored;

export const wallEventTypes = [
  'PostCreated',
  'PostDeleted',
  'PostLiked',
  'PostUnliked',
  'PostTagRemoved',
  'PostReported',
  'PostReportWithdrawn',
  'PostHidden',
  'PostRestored',
] as const satisfies readonly WallEvent['type'][];

/**
 * docs/personal-data.md: a post's text and photo are its author's. A moderator's reason is
 * written about a post, by the moderator: sealed as theirs.
 */
export const wallPersonalData = {
  rules: {
    PostCreated: [{ subject: (data) => data.userId, fields: { content: '', photo: null } }],
    PostDeleted: [{ subject: (data) => data.deletedBy, fields: { reason: null } }],
    PostRestored: [{ subject: (data) => data.moderatorId, fields: { reason: null } }],
  },
  withoutPersonalData: ['PostLiked', 'PostUnliked', 'PostTagRemoved', 'PostReported', 'PostReportWithdrawn', 'PostHidden'],
} as const satisfies PersonalDataDeclaration<WallEvent>;
