import { describe, expect, it } from 'vitest';
import type { SiteLocation } from '../../../lib/site-locations';
import { deletableBy } from './reach';

// North > Leeds > Office; South.
const locations: SiteLocation[] = [
  { id: 'north', name: 'North', children: [{ id: 'leeds', name: 'Leeds', children: [{ id: 'office', name: 'Office', children: [] }] }] },
  { id: 'south', name: 'South', children: [] },
];

describe('who may delete an announcement', () => {
  it('lets coordinators and masters delete any', () => {
    const may = deletableBy(locations, false, null);
    expect([null, 'north', 'south'].map((location_id) => may({ location_id }))).toEqual([true, true, true]);
  });

  it('lets a regional coordinator delete only within their own top-level location', () => {
    const may = deletableBy(locations, true, 'leeds');
    expect(['north', 'leeds', 'office'].map((location_id) => may({ location_id }))).toEqual([true, true, true]);
    expect([null, 'south', 'gone'].map((location_id) => may({ location_id }))).toEqual([false, false, false]);
    expect(deletableBy(locations, true, null)({ location_id: 'north' })).toBe(false);
  });
});
