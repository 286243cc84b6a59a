import type { Post } from '@wellway/contracts';
import { describe, expect, it } from 'vitest';
import { hasMorePosts, WALL_PAGE_SIZE } from './posts';

const posts = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `p-${index}` }) as Post);

describe('show more posts (spec 2 §9: 30 a page)', () => {
  it('offers more while full pages come back and the wall holds more', () => {
    expect(hasMorePosts({ posts: posts(WALL_PAGE_SIZE), total: 45 }, 1)).toBe(true);
    expect(hasMorePosts({ posts: posts(45), total: 45 }, 2)).toBe(false);
    expect(hasMorePosts({ posts: posts(WALL_PAGE_SIZE), total: WALL_PAGE_SIZE }, 1)).toBe(false);
  });

  it('ends when a page comes back short, though the count includes posts hidden from the reader', () => {
    // 5 on the wall, 1 hidden after reports: the reader sees 4, and no button that loads nothing
    expect(hasMorePosts({ posts: posts(4), total: 5 }, 1)).toBe(false);
  });
});
