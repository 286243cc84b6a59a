import { describe, expect, it } from 'vitest';
import { notificationTypeOf } from './notification-type';

describe('notification type (spec 1 §3: from keywords in the key)', () => {
  it.each([
    ['wall_post_liked', 'post'],
    ['message_received', 'message'],
    ['team_joined', 'team'],
    ['friend_request_received', 'friend'],
    ['device_disconnected', 'device'],
    ['FITBIT_SYNC_FAILED', 'device'],
    ['validic_connected', 'device'],
    ['badge_earned', 'badge'],
    ['challenge_received', 'challenge'],
    ['coordinator_announcement', 'coordinator'],
    ['data_export_ready', 'other'],
  ] as const)('%s is a %s notification', (key, type) => {
    expect(notificationTypeOf(key)).toBe(type);
  });

  it('takes the first keyword in the spec order when a key holds two', () => {
    expect(notificationTypeOf('friend_challenge_received')).toBe('friend');
    expect(notificationTypeOf('challenge_message')).toBe('message');
  });
});
