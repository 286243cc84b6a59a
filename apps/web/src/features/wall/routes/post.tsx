import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useCurrentSite } from '../../../lib/current-site';
import { useSignedInUser } from '../../../lib/current-user';
import { notFound, requirePermission } from '../../../lib/route-guards';
import { postQueryOptions, usePost } from '../api/posts';
import { PostCard } from '../components/post-card';
import '../components/wall.css';

export const postLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'wall.view');
    try {
      await queryClient.fetchQuery(postQueryOptions(params.postId ?? ''));
    } catch (error) {
      if (isApiError(error) && error.status === 404) notFound();
      throw error;
    }
    return null;
  };

/** Spec 2 §2 /wall/post/{id}?reply={commentId}: comments open, the linked one scrolled to and highlighted for 4 s. */
export function PostRoute() {
  const id = useParams().postId ?? '';
  const [search] = useSearchParams();
  const user = useSignedInUser();
  const site = useCurrentSite();
  const { data: post } = usePost(id);
  const name = post?.is_flagged ? 'Flagged User' : (post?.user.profile.full_name ?? '');
  usePageTitle(post ? `${name}'s Post` : 'Post');
  if (!post) return null;
  return (
    <div className="wall-page">
      <nav aria-label="Breadcrumbs" className="breadcrumbs">
        <ol>
          <li>
            <Link to={paths.wall.all.href()}>All Posts</Link>
          </li>
          <li aria-current="page">{name}&rsquo;s Post</li>
        </ol>
      </nav>
      <PageHeader title={`${name}'s Post`} />
      <PostCard post={post} readerId={user.id} expanded highlightId={search.get('reply')} friendLabelPlural={site.friend_label_plural} />
    </div>
  );
}
