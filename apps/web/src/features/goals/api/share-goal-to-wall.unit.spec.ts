import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPositions, minPositionParam } from '../../../lib/read-your-writes';
import { goalWallPost, refreshWallAfterShare, shareGoalToWall } from './share-goal-to-wall';

describe('sharing a goal to the wall', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts a top-level post on the site wall with the goal as its postable (spec 2 §7 POST /posts)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { id: 'post-1' }, meta: { position: 9 } }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const reply = await shareGoalToWall({ goalId: 'goal-1', siteId: 'site-1', content: 'I walked 10,000 steps a day!' });
    expect(reply.data).toEqual({ id: 'post-1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/posts');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      content: 'I walked 10,000 steps a day!',
      wallable_type: 'Site',
      wallable_id: 'site-1',
      depth: 0,
      postable_type: 'Goal',
      postable_id: 'goal-1',
    });
  });

  it('carries the server\'s refusal ("Content can\'t be blank") to the dialog', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ errors: ["Content can't be blank"] }), { status: 422 }));
    await expect(shareGoalToWall({ goalId: 'goal-1', siteId: 'site-1', content: '' })).rejects.toMatchObject({
      errors: ["Content can't be blank"],
    });
  });

  it("refreshes the wall after the share, at the share's position (the wall shows the new post at once)", async () => {
    forgetPositions();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['wall', 'posts', null, 'all', 1], { posts: [], total: 0 });
    await refreshWallAfterShare(queryClient, 9);
    expect(minPositionParam('wall')).toEqual({ min_position: 9 });
    expect(queryClient.getQueryState(['wall', 'posts', null, 'all', 1])?.isInvalidated).toBe(true);
    forgetPositions();
  });

  it('sends no parent or tags: the share is the post itself', () => {
    expect(Object.keys(goalWallPost({ goalId: 'g', siteId: 's', content: 'c' })).sort()).toEqual(
      ['content', 'depth', 'postable_id', 'postable_type', 'wallable_id', 'wallable_type'].sort(),
    );
  });
});
