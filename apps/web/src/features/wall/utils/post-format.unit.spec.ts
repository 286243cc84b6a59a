import { describe, expect, it } from 'vitest';
import { likesSummary, postDate } from './post-format';

const people = (n: number) => Array.from({ length: n }, (_, i) => ({ userId: `u${i}`, name: `Person ${i}` }));

describe('likes popover (spec 2 §9)', () => {
  it("says 'Be the first!' with none, 'You' for the reader, at most 10 names, else 9 and a count", () => {
    expect(likesSummary([], 0, 'me')).toBe('Be the first!');
    expect(likesSummary([{ userId: 'me', name: 'Pat' }, ...people(1)], 2, 'me')).toBe('You, Person 0');
    expect(likesSummary(people(10), 10, 'me').split(', ')).toHaveLength(10);
    expect(likesSummary(people(10), 14, 'me')).toBe(
      `${people(9)
        .map((p) => p.name)
        .join(', ')} and 5 others`,
    );
  });
});

describe('post dates', () => {
  const now = new Date('2026-03-10T12:00:00');
  it('are relative for a week, then M/d, h:mma in lower case', () => {
    expect(postDate('2026-03-10T11:59:40', now)).toBe('just now');
    expect(postDate('2026-03-10T11:15:00', now)).toBe('45 min ago');
    expect(postDate('2026-03-10T02:00:00', now)).toBe('10 h ago');
    expect(postDate('2026-03-07T12:00:00', now)).toBe('3 d ago');
    expect(postDate('2026-03-01T21:05:00', now)).toBe('3/1, 9:05pm');
  });
});
