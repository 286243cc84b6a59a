import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { follow, followsQueryOptions, unfollow } from '../../../lib/follows';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/**
 * Whether the reader follows `personId` (undefined while loading): read from the reader's follow
 * list (GET /users/{id}/follows), one request for every post on the page.
 */
export function useIsFollowing(readerId: string, personId: string, enabled: boolean): boolean | undefined {
  const { data } = useQuery({ ...followsQueryOptions(readerId), enabled });
  return data === undefined ? undefined : data.some((followed) => followed.id === personId);
}

/** The name of a person the reader follows (the wall filtered by their id, spec 2 §2), undefined while loading or not followed. */
export function useFollowedName(readerId: string, personId: string, enabled: boolean): string | undefined {
  const { data } = useQuery({ ...followsQueryOptions(readerId), enabled });
  return data?.find((followed) => followed.id === personId)?.profile.full_name;
}

/** Follow or unfollow from a post (spec 2 §4: toggles, then reloads the follow list); the wall's Following filter reads the result. */
export function useFollowToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, following }: { userId: string; following: boolean }) => (following ? unfollow(userId) : follow(userId)),
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['follows', 'wall'], meta.position),
  });
}
