import { describe, expect, it } from 'vitest';
import type { SiteLocation } from '../../../lib/site-locations';
import { parentAndChild, parentChoices } from './location-choices';

const office: SiteLocation = { id: 'office', name: 'Leeds office', children: [] };
const leeds: SiteLocation = { id: 'leeds', name: 'Leeds', children: [office] };
const north: SiteLocation = { id: 'north', name: 'North', children: [leeds] };
const south: SiteLocation = { id: 'south', name: 'South', children: [] };
const tree = [north, south];

describe('EOP location filters', () => {
  it("offers each coordinator level only its scope's parents", () => {
    expect(parentChoices(tree, 'coordinator', null)).toEqual(tree);
    expect(parentChoices(tree, 'master', null)).toEqual(tree);
    expect(parentChoices(tree, 'regional_coordinator', 'office')).toEqual([north]);
    expect(parentChoices(tree, 'location_coordinator', 'leeds')).toEqual([leeds]);
    expect(parentChoices(tree, 'location_coordinator', null)).toEqual([]);
  });

  it('reads the parent and the child of a chosen location', () => {
    expect(parentAndChild(tree, null)).toEqual({ parent: '', child: '' });
    expect(parentAndChild(tree, 'north')).toEqual({ parent: 'north', child: '' });
    expect(parentAndChild(tree, 'leeds')).toEqual({ parent: 'north', child: 'leeds' });
    expect(parentAndChild([leeds], 'office')).toEqual({ parent: 'leeds', child: 'office' });
  });
});
