import { afterEach, describe, expect, it } from 'vitest';
import { forgetPositions, minPositionParam, requirePosition } from './read-your-writes';

afterEach(forgetPositions);

describe('read-your-writes floors', () => {
  it('send nothing until a command returned a position', () => {
    expect(minPositionParam('entries')).toEqual({});
  });

  it('keep the highest position per kind, from numbers or GraphQL strings', () => {
    requirePosition(['entries', 'stats'], 42);
    requirePosition(['entries'], '40');
    requirePosition(['stats'], '57');
    expect(minPositionParam('entries')).toEqual({ min_position: 42 });
    expect(minPositionParam('stats')).toEqual({ min_position: 57 });
    expect(minPositionParam('badges')).toEqual({});
  });

  it('ignore a command that appended nothing', () => {
    requirePosition(['notifications'], null);
    requirePosition(['notifications'], undefined);
    expect(minPositionParam('notifications')).toEqual({});
  });
});
