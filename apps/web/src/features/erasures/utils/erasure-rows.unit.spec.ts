import { describe, expect, it } from 'vitest';
import type { ErasureRecord } from '../api/get-erasures';
import { BY_SELF, newestFirst, requesterOf } from './erasure-rows';

const record = (overrides: Partial<ErasureRecord>): ErasureRecord => ({
  user_id: 'u-1',
  site_id: 's-1',
  requested_by_id: 'm-1',
  requested_by_name: 'Morgan Lee',
  by_self: false,
  requested_at: '2026-11-25T10:00:00.000Z',
  erased_at: null,
  ...overrides,
});

describe('erasure rows', () => {
  it('names the master who asked, the person themself, or the id of a requester who has no name now', () => {
    expect(requesterOf(record({}))).toBe('Morgan Lee');
    expect(requesterOf(record({ by_self: true, requested_by_id: 'u-1', requested_by_name: null }))).toBe(BY_SELF);
    expect(requesterOf(record({ requested_by_name: null }))).toBe('m-1');
  });

  it('lists the newest request first', () => {
    const older = record({ user_id: 'a', requested_at: '2026-11-24T10:00:00.000Z' });
    const newer = record({ user_id: 'b', requested_at: '2026-11-25T09:00:00.000Z' });
    expect(newestFirst([older, newer]).map((row) => row.user_id)).toEqual(['b', 'a']);
  });
});
