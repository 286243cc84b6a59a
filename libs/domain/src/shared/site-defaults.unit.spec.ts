import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_ID,
  deleteAction,
  deleteOutcome,
  inheritedItems,
  sameItemIds,
  saveTarget,
  seenFrom,
  siteCopyId,
} from './site-defaults.js';

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

  it("given site B's own item, when site A's administrator saves it, then it is not found (never copied)", () => {
    expect(saveTarget(other, site)).toEqual({ kind: 'not-found' });
    expect(saveTarget(other, DEFAULT_SITE_ID)).toEqual({ kind: 'not-found' });
    const otherCopy = { id: siteCopyId('site-b', 'd1'), siteId: 'site-b', parentId: 'd1' };
    expect(saveTarget(otherCopy, site)).toEqual({ kind: 'not-found' });
    expect(seenFrom(other, site)).toBe(false);
    expect(seenFrom(defaultItem, site)).toBe(true);
  });

  it("given site B's own item or copy, when site A's administrator deletes it, then it is not found", () => {
    expect(deleteOutcome(other, site)).toEqual({ kind: 'not-found' });
    expect(deleteOutcome(other, DEFAULT_SITE_ID)).toEqual({ kind: 'not-found' });
    expect(deleteOutcome({ id: siteCopyId('site-b', 'd1'), siteId: 'site-b', parentId: 'd1' }, site)).toEqual({ kind: 'not-found' });
    expect(deleteAction(other, site)).toBeNull();
  });

  it('delete_action names what the delete button does, or null', () => {
    expect(deleteAction(copy, site)).toBe('Reset');
    expect(deleteAction(own, site)).toBe('Delete');
    expect(deleteAction(defaultItem, site)).toBeNull();
    expect(deleteAction(defaultItem, DEFAULT_SITE_ID)).toBe('Delete');
  });

  it('deleting a copy resets to the default; a default is deleted on the default site only', () => {
    expect(deleteOutcome(copy, site)).toEqual({ kind: 'reset', label: 'Reset' });
    expect(deleteOutcome(own, site)).toEqual({ kind: 'delete', label: 'Delete' });
    expect(deleteOutcome(defaultItem, DEFAULT_SITE_ID)).toEqual({ kind: 'delete', label: 'Delete' });
    expect(deleteOutcome(defaultItem, site)).toEqual({ kind: 'refused' });
  });

  it("a site's copy and its default are the same item: met as one, met as both", () => {
    expect(sameItemIds(copy, site)).toEqual([copy.id, 'd1']);
    expect(sameItemIds(defaultItem, site)).toEqual(['d1', copy.id]);
  });
});
