import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { Post } from '@wellway/contracts';
import { useId, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { requirePermission } from '../../../lib/route-guards';
import { deletePost, unreportPost, useWallChange } from '../api/change-post';
import { flaggedQueryOptions } from '../api/posts';
import { LinkedText } from '../../../components/linked-text';
import { postDate } from '../utils/post-format';
import '../components/wall.css';

export const flaggedPostsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'coordinator.flagged_posts');
    await queryClient.ensureQueryData(flaggedQueryOptions());
    return null;
  };

type Decision = { readonly post: Post; readonly action: 'restore' | 'delete' } | null;

/** Spec 3 §2.4 /dashboard/flagged_posts: reported and hidden posts, restored or deleted with a reason. */
export function FlaggedPostsRoute() {
  usePageTitle('Flagged Posts');
  const reasonId = useId();
  const { data } = useQuery(flaggedQueryOptions());
  const [decision, setDecision] = useState<Decision>(null);
  const [reason, setReason] = useState('');
  const restore = useWallChange(unreportPost);
  const remove = useWallChange(deletePost);
  const running = decision?.action === 'delete' ? remove : restore;
  const decide = () => {
    if (!decision) return;
    const input = { id: decision.post.id, reason: reason.trim() || undefined };
    void running.mutateAsync(input).then(
      () => {
        setDecision(null);
        setReason('');
      },
      () => undefined,
    );
  };
  return (
    <div className="wall-page">
      <PageHeader title="Flagged Posts" />
      {data && data.posts.length === 0 && <EmptyState title="No flagged posts">Reported posts appear here.</EmptyState>}
      <ul className="flagged-list">
        {data?.posts.map((post) => (
          <li key={post.id} className="card flagged-list__item">
            <p className="flagged-list__meta">
              <strong>{post.user.profile.full_name}</strong> · {postDate(post.created_at)} ·{' '}
              {post.is_hidden ? 'Hidden after reports' : 'Reported'}
            </p>
            <LinkedText text={post.content} className="post__text" />
            <div className="flagged-list__actions">
              <button type="button" className="button" onClick={() => setDecision({ post, action: 'restore' })}>
                Restore
              </button>
              {post.can_delete && (
                <button type="button" className="button button--danger" onClick={() => setDecision({ post, action: 'delete' })}>
                  Delete
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {decision && (
        <ModalDialog open title={decision.action === 'delete' ? 'Delete post' : 'Restore post'} onClose={() => setDecision(null)}>
          {running.error && <ErrorList errors={isApiError(running.error) ? running.error.errors : [running.error.message]} />}
          <label htmlFor={reasonId}>Reason (recorded with your decision)</label>
          <textarea
            id={reasonId}
            className="input"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flagged-list__actions">
            <button type="button" className="button" onClick={() => setDecision(null)}>
              Cancel
            </button>
            <button type="button" className="button button--primary" aria-disabled={running.isPending} onClick={decide}>
              {decision.action === 'delete' ? 'Delete' : 'Restore'}
            </button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
