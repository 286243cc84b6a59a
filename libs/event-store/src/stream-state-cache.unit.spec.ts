import { describe, expect, it } from 'vitest';
import { StreamStateCache } from './stream-state-cache.js';

describe('StreamStateCache', () => {
  it('forgets the least recently used stream beyond its capacity', () => {
    const cache = new StreamStateCache<string>(2);
    cache.set('a', { revision: 0n, state: 'A' });
    cache.set('b', { revision: 0n, state: 'B' });
    cache.get('a');
    cache.set('c', { revision: 0n, state: 'C' });

    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.state).toBe('A');
    expect(cache.get('c')?.state).toBe('C');
  });

  it('replaces a stream in place and deletes on demand', () => {
    const cache = new StreamStateCache<number>(2);
    cache.set('a', { revision: 0n, state: 1 });
    cache.set('a', { revision: 1n, state: 2 });
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toEqual({ revision: 1n, state: 2 });
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new StreamStateCache(0)).toThrow(RangeError);
  });
});
