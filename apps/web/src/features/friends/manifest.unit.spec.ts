import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../app/layout/menu';
import { friendsFeature } from './manifest';

const menu = (friendLabel?: string, friendLabelPlural?: string) =>
  buildMenu(
    {
      permissions: ['friends.view'],
      years: [],
      unread: 0,
      siteId: 's1',
      site: { friend_label: friendLabel, friend_label_plural: friendLabelPlural },
    },
    friendsFeature.menu ?? [],
  )[0]?.links?.map((link) => link.label);

describe('the friends menu entries', () => {
  it("say Friends in the site's plural friend label (spec 2 §3 Site), else 'Friends'", () => {
    expect(menu('Buddy', 'Buddies')).toEqual(['My Buddies', 'Friend Invites']);
    expect(menu()).toEqual(['My Friends', 'Friend Invites']);
    expect(menu('', '')).toEqual(['My Friends', 'Friend Invites']);
  });
});
