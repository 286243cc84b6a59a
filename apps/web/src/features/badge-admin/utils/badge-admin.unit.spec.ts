import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ID as domainDefaultSiteId } from '@wellway/domain';
import { DEFAULT_SITE_ID, moved } from './badge-admin';

describe('badge administration helpers', () => {
  it("knows the domain's default site id", () => {
    expect(DEFAULT_SITE_ID).toBe(domainDefaultSiteId);
  });

  it('moves one id up or down', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
