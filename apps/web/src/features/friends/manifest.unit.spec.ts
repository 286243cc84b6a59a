import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../app/layout/menu';
import { friendsFeature } from './manifest';

const menu = (friendLabel?: string, friendLabelPlural?: string) =>
  buildMenu(
    { permissions: ['friends.view'], years: [], unread: 0, siteId: 's1', friendLabel, friendLabelPlural },
    friendsFeature.menu ?? [],
  )[0]?.links?.map((link) => link.label);

describe('the friends menu entries', () => {
  it("use the site's friend label (spec 2 §3 Site), else 'Friend' and 'Friends'", () => {
    expect(menu('Buddy', 'Buddies')).toEqual(['My Buddies', 'Buddy Invites']);
    expect(menu()).toEqual(['My Friends', 'Friend Invites']);
    expect(menu('', '')).toEqual(['My Friends', 'Friend Invites']);
  });
});
