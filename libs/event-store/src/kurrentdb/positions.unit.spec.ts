import { describe, expect, it } from 'vitest';
import { fromCheckpoint, isAfter, toCheckpoint } from './positions.js';

describe('KurrentDB checkpoints', () => {
  it('round-trip "<commit>:<prepare>"', () => {
    const position = { commit: 18446744073709551615n, prepare: 1056n };
    expect(toCheckpoint(position)).toBe('18446744073709551615:1056');
    expect(fromCheckpoint(toCheckpoint(position))).toEqual(position);
    expect(() => fromCheckpoint('1056')).toThrow(TypeError);
  });

  it('order by commit, then prepare position', () => {
    expect(isAfter({ commit: 2n, prepare: 1n }, { commit: 1n, prepare: 5n })).toBe(true);
    expect(isAfter({ commit: 2n, prepare: 3n }, { commit: 2n, prepare: 2n })).toBe(true);
    expect(isAfter({ commit: 2n, prepare: 2n }, { commit: 2n, prepare: 2n })).toBe(false);
    expect(isAfter({ commit: 1n, prepare: 9n }, { commit: 2n, prepare: 0n })).toBe(false);
  });
});
