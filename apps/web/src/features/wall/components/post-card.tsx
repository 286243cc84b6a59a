import { useQuery } from '@tanstack/react-query';
import type { Post } from '@wellway/contracts';
import { Heart, MoreHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { deletePost, likePost, removeTag, reportPost, unlikePost, unreportPost, useWallChange } from '../api/change-post';
import { useFollowToggle, useIsFollowing } from '../api/follows';
import { useMuteToggle } from '../../../lib/mutes';
import { commentsQueryOptions } from '../api/posts';
import { likesSummary, postDate } from '../utils/post-format';
import { PostComposer } from './post-composer';
import { LinkedText } from '../../../components/linked-text';

/** Spec 2 §9: a thread shows 2 comments at first. */
export const COMMENTS_SHOWN = 2;
const HIGHLIGHT_MS = 4_000;
const SCROLL_OFFSET = 100;

type Comment = Post['posts'][number];
type Confirming = 'delete' | 'report' | 'remove_tag' | null;

interface PostCardProps {
  readonly post: Post | Comment;
  readonly readerId: string;
  /** Every comment shown (the post's own page), not the first 2. */
  readonly expanded?: boolean;
  /** `?reply=`: the comment to scroll to and highlight for 4 s. */
  readonly highlightId?: string | null;
  readonly wallId?: string | null;
  readonly friendLabelPlural?: string;
}

const errorsOf = (error: Error | null): string[] => (!error ? [] : isApiError(error) ? [...error.errors] : [error.message]);

/** Spec 2 §4: scroll to the linked comment (offset 100) and highlight it for 4 s. */
function useHighlight(id: string, highlightId: string | null | undefined) {
  const ref = useRef<HTMLElement>(null);
  const [lit, setLit] = useState(false);
  useEffect(() => {
    if (highlightId !== id || !ref.current) return;
    const top = ref.current.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
    window.scrollTo({ top });
    setLit(true);
    const timer = window.setTimeout(() => setLit(false), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [id, highlightId]);
  return { ref, lit };
}

/** A post or a comment: who wrote it (or 'Flagged User' until revealed), its text, photo, shared goal, likes, menu and thread. */
export function PostCard({ post, readerId, expanded = false, highlightId = null, wallId = null, friendLabelPlural }: PostCardProps) {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [showAll, setShowAll] = useState(expanded);
  const [likesOpen, setLikesOpen] = useState(false);
  const { ref, lit } = useHighlight(post.id, highlightId);
  const like = useWallChange(post.liked ? unlikePost : likePost);
  const report = useWallChange(reportPost);
  const unreport = useWallChange(unreportPost);
  const remove = useWallChange(deletePost);
  const untag = useWallChange(removeTag);
  const followToggle = useFollowToggle();
  const muteToggle = useMuteToggle();
  const isComment = post.depth > 0;
  const comments = useQuery({ ...commentsQueryOptions(post.id), enabled: showAll && !expanded && !isComment });
  const author = post.user;
  const hiddenName = post.is_flagged && !revealed;
  const name = hiddenName ? 'Flagged User' : author.profile.full_name;
  const mine = author.id === readerId;
  const tagged = post.tagged_users.some((user) => user.id === readerId);
  // Spec 2 §6: follow is not offered for one's own or flagged posts.
  const mayFollow = !mine && !post.is_flagged;
  const following = useIsFollowing(readerId, author.id, mayFollow);
  const thread: readonly Comment[] = isComment
    ? []
    : showAll && !expanded
      ? (comments.data ?? (post.posts as Comment[]))
      : (post.posts as Comment[]);
  const shownComments = showAll ? thread : thread.slice(0, COMMENTS_SHOWN);
  const moreComments = post.posts_count - shownComments.length;
  const likers = post.likes.data.map((like) => ({ userId: like.user_id, name: like.user.profile.full_name }));

  const confirm = {
    delete: {
      title: 'Delete post',
      label: 'Delete',
      question: 'Do you want to delete this post?',
      run: () => remove.mutateAsync({ id: post.id }),
    },
    report: {
      title: 'Report post',
      label: 'Report',
      question: 'Do you want to report this post?',
      run: () => report.mutateAsync({ id: post.id, userId: readerId }),
    },
    remove_tag: {
      title: 'Remove tag',
      label: 'Remove',
      question: 'Do you want to remove your tag from this post?',
      run: () => untag.mutateAsync({ id: post.id, userId: readerId }),
    },
  } as const;
  const busyMutation = confirming === 'delete' ? remove : confirming === 'report' ? report : untag;

  const menu = [
    post.can_report && !post.reported ? { label: 'Report', act: () => setConfirming('report') } : null,
    post.can_unreport ? { label: 'Unreport', act: () => void unreport.mutate({ id: post.id }) } : null,
    post.can_delete ? { label: 'Delete', act: () => setConfirming('delete') } : null,
    tagged ? { label: 'Remove tag', act: () => setConfirming('remove_tag') } : null,
    mayFollow && following !== undefined
      ? {
          label: following ? `Unfollow ${author.profile.full_name}` : `Follow ${author.profile.full_name}`,
          act: () => followToggle.mutate({ userId: author.id, following }),
        }
      : null,
    // A muted person's posts leave the reader's wall, so only Mute shows here (Settings → Muted People unmutes).
    mine
      ? null
      : {
          label: hiddenName ? 'Mute this person' : `Mute ${author.profile.full_name}`,
          act: () => muteToggle.mutate({ userId: author.id, muted: false }),
        },
  ].filter((item) => item !== null);

  return (
    <article
      ref={ref}
      className={`post${isComment ? ' post--comment' : ''}${lit ? ' post--highlight' : ''}`}
      aria-label={`${isComment ? 'Comment' : 'Post'} by ${name}`}
      id={`post-${post.id}`}
    >
      <header className="post__header">
        <Avatar name={name} imageUrl={hiddenName ? null : author.profile.image} />
        <div className="post__by">
          <span className="post__name">{name}</span>
          {author.is_wall_expert && !hiddenName && <span className="badge">Wall expert</span>}
          {post.tagged_users.length > 0 && !hiddenName && (
            <span className="post__tags"> with {post.tagged_users.map((user) => user.profile.full_name).join(', ')}</span>
          )}
          <time className="post__date" dateTime={post.created_at}>
            {isComment ? postDate(post.created_at) : <Link to={paths.wall.post.href(post.id)}>{postDate(post.created_at)}</Link>}
          </time>
        </div>
        {menu.length > 0 && (
          <div className="post__menu">
            <button
              type="button"
              className="button button--small button--ghost"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={`Actions for the ${isComment ? 'comment' : 'post'} by ${name}`}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <MoreHorizontal className="icon icon--sm" aria-hidden="true" />
            </button>
            {menuOpen && (
              <ul id={menuId} className="post__menu-list">
                {menu.map((item) => (
                  <li key={item.label}>
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => {
                        setMenuOpen(false);
                        item.act();
                      }}
                    >
                      {item.label}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </header>
      {post.is_flagged && !revealed ? (
        <p className="post__flagged">
          {post.is_hidden ? 'This post is hidden after reports, until a moderator decides.' : 'This post was reported.'}{' '}
          <button type="button" className="button button--small" onClick={() => setRevealed(true)}>
            Show post
          </button>
        </p>
      ) : (
        <>
          <LinkedText text={post.content} className="post__text" />
          {post.photo && <img className="post__photo" src={post.photo} alt={`Photo posted by ${name}`} width={500} height={500} />}
          {post.postable && (
            <p className="post__shared">
              Shared a goal: <strong>{post.postable.title}</strong>
            </p>
          )}
        </>
      )}
      <div className="post__actions">
        <button
          type="button"
          className="button button--small button--ghost"
          aria-pressed={post.liked}
          aria-label={post.liked ? 'Unlike' : 'Like'}
          onClick={() => like.mutate({ id: post.id, userId: readerId })}
        >
          <Heart className="icon icon--sm" aria-hidden="true" fill={post.liked ? 'currentColor' : 'none'} />
        </button>
        <button
          type="button"
          className="button button--small button--ghost post__likes"
          aria-expanded={likesOpen}
          onClick={() => setLikesOpen(!likesOpen)}
        >
          {post.likes_count} {post.likes_count === 1 ? 'like' : 'likes'}
        </button>
        {likesOpen && (
          <span className="post__likes-popover" role="status">
            {likesSummary(likers, post.likes_count, readerId)}
          </span>
        )}
      </div>
      {!isComment && (
        <section className="post__thread" aria-label="Comments">
          {shownComments.map((comment) => (
            <PostCard key={comment.id} post={comment} readerId={readerId} highlightId={highlightId} />
          ))}
          {moreComments > 0 && !showAll && (
            <button type="button" className="button button--small button--ghost" onClick={() => setShowAll(true)}>
              Show {moreComments} more {moreComments === 1 ? 'comment' : 'comments'}
            </button>
          )}
          <PostComposer wallId={wallId} parent={{ id: post.id, depth: post.depth }} compact friendLabelPlural={friendLabelPlural} />
        </section>
      )}
      {confirming && (
        <ConfirmDialog
          open
          title={confirm[confirming].title}
          confirmLabel={confirm[confirming].label}
          busy={busyMutation.isPending}
          errors={errorsOf(busyMutation.error)}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            void confirm[confirming].run().then(
              () => setConfirming(null),
              () => undefined,
            )
          }
        >
          {confirm[confirming].question}
        </ConfirmDialog>
      )}
    </article>
  );
}
