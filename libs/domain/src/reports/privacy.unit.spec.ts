import { describe, expect, it } from 'vitest';
import { privacyFloor, suppressSmallGroups } from './privacy.js';

describe('privacy floor', () => {
  it('is never below 5', () => {
    expect(privacyFloor(undefined)).toBe(5);
    expect(privacyFloor(2)).toBe(5);
    expect(privacyFloor(10)).toBe(10);
  });

  it('shows groups at or above the floor, and empty ones', () => {
    expect(suppressSmallGroups([5, 12, 0], 5)).toEqual({ hidden: [false, false, false], total: false });
  });

  it('hides a small group and the next smallest, so the total cannot give it back', () => {
    expect(suppressSmallGroups([3, 40, 9, 20], 5)).toEqual({ hidden: [true, false, true, false], total: false });
  });

  it('hides more until the hidden groups hold at least the floor', () => {
    expect(suppressSmallGroups([1, 2, 30, 6], 5)).toEqual({ hidden: [true, true, false, true], total: false });
  });

  it('hides everything when the total is below the floor', () => {
    expect(suppressSmallGroups([1, 2, 0], 5)).toEqual({ hidden: [true, true, false], total: true });
  });

  it('never leaves exactly one group hidden when another exists to pair with', () => {
    for (const people of [
      [4, 5],
      [1, 100],
      [2, 7, 7],
    ]) {
      const { hidden } = suppressSmallGroups(people, 5);
      expect(hidden.filter(Boolean).length === 0 || hidden.filter(Boolean).length >= 2).toBe(true);
    }
  });
});
