import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ID as domainDefaultSiteId } from '@wellway/domain';
import { DEFAULT_SITE_ID, deleteLabel, isEdited, moved } from './badge-admin';

describe('badge administration helpers', () => {
  it("knows the domain's default site id", () => {
    expect(DEFAULT_SITE_ID).toBe(domainDefaultSiteId);
  });

  it("labels delete as 'Delete Badge' on the default site and 'Reset Badge' for a site's own", () => {
    expect(deleteLabel({ site_id: null }, DEFAULT_SITE_ID)).toBe('Delete Badge');
    expect(deleteLabel({ site_id: 'acme' }, 'acme')).toBe('Reset Badge');
    expect(deleteLabel({ site_id: null }, 'acme')).toBeNull();
  });

  it('marks a site’s copy of a default as edited', () => {
    expect(isEdited({ site_id: 'acme', parent_id: 'd1' }, 'acme')).toBe(true);
    expect(isEdited({ site_id: null, parent_id: null }, 'acme')).toBe(false);
    expect(isEdited({ site_id: 'acme', parent_id: null }, 'acme')).toBe(false);
  });

  it('moves one id up or down', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
