import type { QueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { followsQueryOptions } from '../../../lib/follows';
import { useFollows } from '../api/get-follows';
import { useUnfollow } from '../api/unfollow';
import { FollowingEntry } from '../components/following-entry';
import '../components/follows.css';

/** Spec 2 §3 Follow: the synthetic first entry, id 'following'. */
export const ALL_FOLLOWING = { id: 'following', name: 'All Following' } as const;

export const followingLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, 'wall.view');
    await queryClient.ensureQueryData(followsQueryOptions(user.id));
    return null;
  };

/**
 * /following and /following/{filter} (spec 2 §2): the people I follow, 'All Following' first;
 * choosing one opens the wall filtered by them. With a filter ('following' or a followed person's
 * id) a breadcrumb 'Following' › their name leads back to the list.
 */
export function FollowingRoute() {
  usePageTitle('Following');
  const user = useSignedInUser();
  const follows = useFollows(user.id);
  const { filter } = useParams();
  const navigate = useNavigate();
  const unfollow = useUnfollow();
  const crumbName = filter === ALL_FOLLOWING.id ? ALL_FOLLOWING.name : follows.find((follow) => follow.id === filter)?.profile.full_name;

  return (
    <>
      <PageHeader title="Following" />
      {filter !== undefined && crumbName !== undefined && (
        <nav className="following-crumbs" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={paths.following.href()}>Following</Link>
            </li>
            <li aria-current="page">{crumbName}</li>
          </ol>
        </nav>
      )}
      <section className="card" aria-labelledby="following-title" aria-busy={unfollow.isPending}>
        <h2 id="following-title" className="section-title">
          People I follow ({follows.length})
        </h2>
        {unfollow.error && <ErrorList errors={isApiError(unfollow.error) ? unfollow.error.errors : ['Could not unfollow.']} />}
        <ul className="following-list" aria-label="People I follow">
          <FollowingEntry
            picture={
              <span className="following-entry__all" aria-hidden="true">
                <Users className="icon" />
              </span>
            }
            name={ALL_FOLLOWING.name}
            to={paths.wall.filter.href(ALL_FOLLOWING.id)}
            current={filter === ALL_FOLLOWING.id}
          />
          {follows.map((follow) => (
            <FollowingEntry
              key={follow.id}
              picture={<Avatar name={follow.profile.full_name} imageUrl={follow.profile.image.url} />}
              name={follow.profile.full_name}
              to={paths.wall.filter.href(follow.id)}
              current={filter === follow.id}
            >
              <button
                type="button"
                className="button button--small button--quiet"
                aria-label={`Unfollow ${follow.profile.full_name}`}
                disabled={unfollow.isPending}
                onClick={() =>
                  unfollow.mutate(follow.id, {
                    // The breadcrumb named them: back to the plain list.
                    onSuccess: () => (filter === follow.id ? navigate(paths.following.href()) : undefined),
                  })
                }
              >
                Unfollow
              </button>
            </FollowingEntry>
          ))}
        </ul>
        {follows.length === 0 && (
          <EmptyState title="You are not following anyone yet.">Follow people from their posts on the wall to see them here.</EmptyState>
        )}
      </section>
    </>
  );
}

export { followingLoader as loader, FollowingRoute as Component };
