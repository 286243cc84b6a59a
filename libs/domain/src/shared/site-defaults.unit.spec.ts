import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ID, deleteOutcome, inheritedItems, saveTarget, siteCopyId } from './site-defaults.js';

const site = 'site-a';
const defaultItem = { id: 'd1', siteId: null, parentId: null };
const copy = { id: siteCopyId(site, 'd1'), siteId: site, parentId: 'd1' };
const own = { id: 'o1', siteId: site, parentId: null };
const other = { id: 'x1', siteId: 'site-b', parentId: null };

describe('site defaults', () => {
  it('a site sees its own items and the defaults it has not copied', () => {
    expect(inheritedItems([defaultItem, copy, own, other], site).map((i) => i.id)).toEqual([copy.id, 'o1']);
    expect(inheritedItems([defaultItem, own], 'site-c').map((i) => i.id)).toEqual(['d1']);
  });

  it('the default site sees the default set', () => {
    expect(inheritedItems([defaultItem, copy, own], DEFAULT_SITE_ID).map((i) => i.id)).toEqual(['d1']);
  });

  it('saving a default on another site makes that site its copy, with one id however often', () => {
    expect(saveTarget(defaultItem, site)).toEqual({ kind: 'copy', itemId: copy.id, siteId: site, parentId: 'd1' });
    expect(saveTarget(copy, site)).toEqual({ kind: 'in-place', itemId: copy.id });
    expect(saveTarget(defaultItem, DEFAULT_SITE_ID)).toEqual({ kind: 'in-place', itemId: 'd1' });
  });

  it("saving another site's item copies it with its own parent", () => {
    expect(saveTarget(other, site)).toEqual({ kind: 'copy', itemId: siteCopyId(site, 'x1'), siteId: site, parentId: 'x1' });
  });

  it('deleting a copy resets to the default; a default is deleted on the default site only', () => {
    expect(deleteOutcome(copy, site)).toEqual({ kind: 'reset', label: 'Reset' });
    expect(deleteOutcome(own, site)).toEqual({ kind: 'delete', label: 'Delete' });
    expect(deleteOutcome(defaultItem, DEFAULT_SITE_ID)).toEqual({ kind: 'delete', label: 'Delete' });
    expect(deleteOutcome(defaultItem, site)).toEqual({ kind: 'refused' });
  });
});
