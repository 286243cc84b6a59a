import type { QueryClient } from '@tanstack/react-query';
import type { Post } from '@wellway/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Tabs } from '../../../components/tabs';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCurrentSite } from '../../../lib/current-site';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { useExpertSites } from '../api/expert-sites';
import { useFollowedName } from '../api/follows';
import { hasMorePosts, useWall, wallQueryOptions, type WallOf } from '../api/posts';
import { PostCard } from '../components/post-card';
import { PostComposer } from '../components/post-composer';
import '../components/wall.css';

const FILTERS = ['all', 'my', 'friends', 'following', 'tagged'] as const;

/** Which wall and filter a wall address names: /wall/{filter}, /wallexpert/posts (filter my), /wallexpert/walls/{id}. */
function wallOf(params: Readonly<Record<string, string | undefined>>, pathname: string): WallOf {
  if (params.wallableId) return { wallId: params.wallableId, filter: 'all' };
  if (pathname.startsWith('/wallexpert')) return { wallId: null, filter: 'my' };
  return { wallId: null, filter: params.filter ?? 'all' };
}

export const wallLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'wall.view');
    await queryClient.ensureQueryData(wallQueryOptions(wallOf(params, new URL(request.url).pathname), 1));
    return null;
  };

/**
 * Spec 2 §4 live posts: new top-level posts by others, arriving by a live update, wait behind a
 * "new posts" bar until merged; everything shown (comments, likes) refreshes in place.
 */
function useMergedPosts(posts: readonly Post[] | undefined, readerId: string, key: string) {
  const [known, setKnown] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => setKnown(null), [key]);
  useEffect(() => {
    if (posts && known === null) setKnown(new Set(posts.map((post) => post.id)));
  }, [posts, known]);
  return useMemo(() => {
    const all = posts ?? [];
    const shown = all.filter((post) => known === null || known.has(post.id) || post.user.id === readerId);
    const waiting = all.length - shown.length;
    return { shown, waiting, merge: () => setKnown(new Set(all.map((post) => post.id))) };
  }, [posts, known, readerId]);
}

/** Spec 2 §2 /wall/all, /wall/{filter} and the wall expert area: the composer, 30 posts a page, live. */
export function WallRoute() {
  const params = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const of = wallOf(params, pathname);
  const user = useSignedInUser();
  const site = useCurrentSite();
  const expert = user.role === 'poster';
  const [pages, setPages] = useState(1);
  const { data } = useWall(of, pages);
  const { shown, waiting, merge } = useMergedPosts(data?.posts, user.id, `${of.wallId}/${of.filter}`);
  const sites = useExpertSites(user.role === 'poster');
  const friends = site.friend_label_plural;
  usePageTitle('Wall');
  const tabs = expert
    ? []
    : [
        { to: paths.wall.all.href(), label: 'All Posts' },
        { to: paths.wall.filter.href('my'), label: 'My Posts' },
        { to: paths.wall.filter.href('friends'), label: friends },
        { to: paths.wall.filter.href('following'), label: 'Following' },
        { to: paths.wall.filter.href('tagged'), label: 'Tagged' },
      ];
  // Spec 2 §6: the main wall allows creating only when there is no filter; wall experts always may.
  const mayPost = expert || of.filter === 'all';
  const known = (FILTERS as readonly string[]).includes(of.filter);
  const personName = useFollowedName(user.id, of.filter, !known);
  return (
    <div className="wall-page">
      <PageHeader title={expert ? 'Site Walls' : 'Wall'} />
      {tabs.length > 0 && <Tabs label="Wall filters" tabs={tabs} />}
      {!known && <p className="wall-page__filtered">{personName ? `Posts by ${personName}.` : 'Posts by one person you follow.'}</p>}
      {expert && sites.data && (
        <label className="wall-page__site">
          Site wall{' '}
          <select
            className="input"
            value={of.wallId ?? user.site_id}
            onChange={(event) => void navigate(paths.wall.expertWall.href(event.target.value))}
          >
            {sites.data.map((wallSite) => (
              <option key={wallSite.id} value={wallSite.id}>
                {wallSite.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {mayPost && (
        <section className="card" aria-label="New post">
          <PostComposer wallId={of.wallId} friendLabelPlural={friends} />
        </section>
      )}
      {waiting > 0 && (
        <button type="button" className="button button--primary wall-page__new" onClick={merge}>
          {waiting} new {waiting === 1 ? 'post' : 'posts'}: show
        </button>
      )}
      {data && shown.length === 0 && <EmptyState title="No posts yet">Be the first to post on this wall.</EmptyState>}
      <div className="wall-page__posts">
        {shown.map((post) => (
          <PostCard key={post.id} post={post} readerId={user.id} wallId={of.wallId} friendLabelPlural={friends} />
        ))}
      </div>
      {data && hasMorePosts(data, pages) && (
        <button type="button" className="button" onClick={() => setPages(pages + 1)}>
          Show more posts
        </button>
      )}
    </div>
  );
}
