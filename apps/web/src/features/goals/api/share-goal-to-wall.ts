import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite, type Position } from '../../../lib/read-your-writes';

export interface GoalWallShare {
  readonly goalId: string;
  /** The signed-in person's site: its wall. */
  readonly siteId: string;
  /** What the post says (required: "Content can't be blank"). */
  readonly content: string;
}

/** The POST /posts body of a goal shared to the site's wall (spec 2 §3 Post, §7): a top-level post with the goal as its postable. */
export const goalWallPost = ({ goalId, siteId, content }: GoalWallShare) => ({
  content,
  wallable_type: 'Site',
  wallable_id: siteId,
  depth: 0,
  postable_type: 'Goal',
  postable_id: goalId,
});

/** POST /api/posts: share a goal to the wall (the wall capability's call; spec 2 §4 goal share popup). */
export function shareGoalToWall(share: GoalWallShare): Promise<ApiResponse<{ id: string }>> {
  return apiClient.post<{ id: string }>('/posts', { body: goalWallPost(share) });
}

/** After a share the wall's reads wait for the new post (read-your-writes) and refetch, so the wall shows it at once. */
export const refreshWallAfterShare = (queryClient: QueryClient, position: Position) => refreshAfterWrite(queryClient, ['wall'], position);

export function useShareGoalToWall() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shareGoalToWall, onSuccess: ({ meta }) => refreshWallAfterShare(queryClient, meta.position) });
}
