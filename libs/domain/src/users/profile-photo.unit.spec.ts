import { describe, it } from 'vitest';
import { patRegistered, userSpec } from './fixtures.spec.js';
import type { UserErasureRequested } from './events.js';

const prefix = '/api/files/users/u-1/';
const image = { url: `${prefix}public/a.png`, thumbnailUrl: `${prefix}public/b.png`, blurUrl: `${prefix}public/c.png` };
const erasureRequested: UserErasureRequested = {
  type: 'UserErasureRequested',
  data: {
    userId: 'u-1',
    siteId: 's-1',
    requestedById: 'u-1',
    bySelf: true,
    requestedAt: '2026-05-01T10:00:00.000Z',
    emailReservationStream: 'user_email-x',
    eligibilityId: null,
  },
};

describe('profile photo (spec 1 §7 Profile save)', () => {
  it('sets the photo from the person’s own uploads, and removes it', () => {
    userSpec([patRegistered()])
      .when({ type: 'ChangeProfilePhoto', userId: 'u-1', image, filesPrefix: prefix })
      .then([{ type: 'UserProfilePhotoChanged', data: { userId: 'u-1', siteId: 's-1', image } }]);
    userSpec([patRegistered()])
      .when({ type: 'ChangeProfilePhoto', userId: 'u-1', image: null, filesPrefix: prefix })
      .then([{ type: 'UserProfilePhotoChanged', data: { userId: 'u-1', siteId: 's-1', image: null } }]);
  });

  it('refuses someone else’s file, or a path that climbs out of the person’s folder', () => {
    const others = { ...image, thumbnailUrl: '/api/files/users/u-2/public/b.png' };
    userSpec([patRegistered()])
      .when({ type: 'ChangeProfilePhoto', userId: 'u-1', image: others, filesPrefix: prefix })
      .thenRejects('photo_not_own', 'A profile photo must be one of your own uploads.');
    for (const url of [
      `${prefix}../../u-2/public/a.png`,
      `${prefix}%2e%2e/u-2/public/a.png`, // a browser reads %2e%2e as ..
      `${prefix}public/%2e%2e/%2e%2e/u-2/public/a.png`,
      `${prefix}public/a.png?x=1`,
      `${prefix}other/a.png`,
    ]) {
      userSpec([patRegistered()])
        .when({ type: 'ChangeProfilePhoto', userId: 'u-1', image: { ...image, url }, filesPrefix: prefix })
        .thenRejects('photo_not_own', 'A profile photo must be one of your own uploads.');
    }
  });

  it('refuses a secure upload: the photo shows beside their messages, posts and name, where a secure file answers 404', () => {
    userSpec([patRegistered()])
      .when({ type: 'ChangeProfilePhoto', userId: 'u-1', image: { ...image, thumbnailUrl: `${prefix}secure/b.png` }, filesPrefix: prefix })
      .thenRejects('photo_not_own', 'A profile photo must be one of your own uploads.');
  });

  it('an unknown or erased person is not found', () => {
    userSpec([])
      .when({ type: 'ChangeProfilePhoto', userId: 'u-1', image, filesPrefix: prefix })
      .thenRejects('user_not_found', 'User not found.');
    userSpec([patRegistered(), erasureRequested])
      .when({ type: 'ChangeProfilePhoto', userId: 'u-1', image, filesPrefix: prefix })
      .thenRejects('user_not_found', 'User not found.');
  });
});
