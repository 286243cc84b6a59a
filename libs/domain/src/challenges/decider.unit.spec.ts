import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import type { ChangeUserChallengeStatus, SendUserChallenge, UserChallengeStatusChange } from './commands.js';
import { sidesDone, userChallengeDecider, expiryDue } from './decider.js';
import { userChallengeMessages as m } from './errors.js';
import type { UserChallengeEvent } from './events.js';
import { userChallengeBadgeRules, userChallengeNotices } from './notices.js';

const spec = specFor(userChallengeDecider);
const id = 'uc-1';
const facts = { userChallengeId: id, siteId: 's-1', senderId: 'ann', receiverId: 'bob', challengeName: 'Walk 10,000 steps' };
const sentAt = '2026-11-20T10:00:00.000Z';
const expiresAt = '2026-11-23T10:00:00.000Z';
const before = '2026-11-21T10:00:00.000Z';
const after = '2026-11-23T10:00:00.001Z';

const sendCommand = (overrides: Partial<SendUserChallenge> = {}): SendUserChallenge => ({
  type: 'SendUserChallenge',
  ...facts,
  receiverIsFriend: true,
  challengeId: 'c-1',
  now: sentAt,
  expiresAt,
  today: '2026-11-20',
  ...overrides,
});
const sent: UserChallengeEvent = {
  type: 'UserChallengeSent',
  data: { ...facts, challengeId: 'c-1', sentAt, expiresAt, sentOn: '2026-11-20' },
};
const accepted: UserChallengeEvent = { type: 'UserChallengeAccepted', data: { ...facts, acceptedAt: before } };
const status = (userId: string, change: UserChallengeStatusChange, now = before): ChangeUserChallengeStatus => ({
  type: 'ChangeUserChallengeStatus',
  userChallengeId: id,
  userId,
  status: change,
  now,
  today: now.slice(0, 10),
});
const canceled = (by: string): UserChallengeEvent => ({
  type: 'UserChallengeCanceled',
  data: { ...facts, canceledBy: by, canceledAt: before },
});
const sideCompleted = (userId: string): UserChallengeEvent => ({
  type: 'UserChallengeSideCompleted',
  data: { ...facts, userId, completedAt: before, completedOn: '2026-11-21' },
});
const completed: UserChallengeEvent = { type: 'UserChallengeCompleted', data: { ...facts, completedAt: before } };
const expired = (expiredUserIds: string[], expiredAt = after): UserChallengeEvent => ({
  type: 'UserChallengeExpired',
  data: { ...facts, expiredAt, expiredUserIds },
});
const expire = (now = after) => ({ type: 'ExpireUserChallenge' as const, userChallengeId: id, now });

describe('SendUserChallenge', () => {
  it('sends a pending challenge to a friend, expiring after the site’s days', () => {
    spec([]).when(sendCommand()).then([sent]);
  });
  it('refuses to challenge yourself', () => {
    spec([])
      .when(sendCommand({ receiverId: 'ann' }))
      .thenRejects('challenge_yourself', m.yourself);
  });
  it('refuses someone who is not a friend', () => {
    spec([])
      .when(sendCommand({ receiverIsFriend: false }))
      .thenRejects('challenge_not_friend', m.notFriend);
  });
  it('does nothing when the same send is decided again', () => {
    spec([sent]).when(sendCommand()).then([]);
  });
  it('refuses another send under the same id', () => {
    spec([sent])
      .when(sendCommand({ receiverId: 'cy' }))
      .thenRejects('user_challenge_exists', m.alreadySent);
  });
});

describe('ChangeUserChallengeStatus', () => {
  it('refuses a challenge that does not exist', () => {
    spec([]).when(status('bob', 'accepted')).thenRejects('user_challenge_not_found', 'This challenge no longer exists.');
  });
  it('refuses someone who is neither side', () => {
    spec([sent]).when(status('cy', 'accepted')).thenRejects('challenge_not_party', m.notParty);
  });
  it('lets the receiver accept a pending challenge', () => {
    spec([sent]).when(status('bob', 'accepted')).then([accepted]);
  });
  it('refuses the sender accepting', () => {
    spec([sent]).when(status('ann', 'accepted')).thenRejects('challenge_accept_receiver_only', m.onlyReceiverAccepts);
  });
  it('refuses accepting twice', () => {
    spec([sent, accepted]).when(status('bob', 'accepted')).thenRejects('challenge_not_pending', m.notPending);
  });
  it('refuses accepting once its time is up', () => {
    spec([sent])
      .when(status('bob', 'accepted', after))
      .thenRejects('challenge_expired', m.expired);
  });
  it('lets the receiver decline a pending challenge (canceled)', () => {
    spec([sent])
      .when(status('bob', 'declined'))
      .then([canceled('bob')]);
  });
  it('refuses the sender declining', () => {
    spec([sent]).when(status('ann', 'declined')).thenRejects('challenge_decline_receiver_only', m.onlyReceiverDeclines);
  });
  it('refuses declining an accepted challenge', () => {
    spec([sent, accepted]).when(status('bob', 'declined')).thenRejects('challenge_not_pending', m.notPending);
  });
  it('lets the sender withdraw (cancel) a pending or active challenge', () => {
    spec([sent])
      .when(status('ann', 'canceled'))
      .then([canceled('ann')]);
    spec([sent, accepted])
      .when(status('ann', 'canceled'))
      .then([canceled('ann')]);
  });
  it('refuses canceling after completing your side', () => {
    spec([sent, accepted, sideCompleted('ann')])
      .when(status('ann', 'canceled'))
      .thenRejects('challenge_already_completed', m.alreadyCompleted);
  });
  it('refuses any change to an ended challenge', () => {
    spec([sent, canceled('bob')])
      .when(status('bob', 'accepted'))
      .thenRejects('challenge_ended', m.ended);
    spec([sent, expired(['ann', 'bob'])])
      .when(status('ann', 'completed'))
      .thenRejects('challenge_ended', m.ended);
    spec([sent, accepted, sideCompleted('ann'), sideCompleted('bob'), completed])
      .when(status('ann', 'canceled'))
      .thenRejects('challenge_ended', m.ended);
  });
  it('completes one side of an accepted challenge', () => {
    spec([sent, accepted])
      .when(status('ann', 'completed'))
      .then([sideCompleted('ann')]);
  });
  it('completes the challenge when the second side completes', () => {
    spec([sent, accepted, sideCompleted('ann')])
      .when(status('bob', 'completed'))
      .then([sideCompleted('bob'), completed]);
  });
  it('refuses completing before it is accepted', () => {
    spec([sent]).when(status('ann', 'completed')).thenRejects('challenge_not_accepted', m.notAccepted);
  });
  it('refuses completing your side twice', () => {
    spec([sent, accepted, sideCompleted('ann')])
      .when(status('ann', 'completed'))
      .thenRejects('challenge_already_completed', m.alreadyCompleted);
  });
  it('refuses completing once its time is up', () => {
    spec([sent, accepted])
      .when(status('ann', 'completed', after))
      .thenRejects('challenge_expired', m.expired);
  });
});

describe('ExpireUserChallenge', () => {
  it('expires a pending challenge once its time is up, for both sides', () => {
    spec([sent])
      .when(expire())
      .then([expired(['ann', 'bob'])]);
  });
  it('expires only the sides that have not completed', () => {
    spec([sent, accepted, sideCompleted('bob')])
      .when(expire())
      .then([expired(['ann'])]);
  });
  it('does nothing before expires_at (a job run early)', () => {
    spec([sent]).when(expire(before)).then([]);
    expect(expiryDue(userChallengeDecider.evolve(userChallengeDecider.initialState(), sent), before)).toBe(false);
  });
  it('expires exactly once: a repeated or late job does nothing', () => {
    spec([sent, expired(['ann', 'bob'])])
      .when(expire('2026-12-30T00:00:00.000Z'))
      .then([]);
  });
  it('never expires a completed or canceled challenge', () => {
    spec([sent, accepted, sideCompleted('ann'), sideCompleted('bob'), completed])
      .when(expire())
      .then([]);
    spec([sent, canceled('ann')])
      .when(expire())
      .then([]);
  });
  it('does nothing for a challenge that was never sent', () => {
    spec([]).when(expire()).then([]);
  });
});

describe('sidesDone', () => {
  const fold = (events: UserChallengeEvent[]) => events.reduce(userChallengeDecider.evolve, userChallengeDecider.initialState());
  it('names the sides whose slot is free', () => {
    expect(sidesDone(fold([sent, accepted]))).toEqual([]);
    expect(sidesDone(fold([sent, accepted, sideCompleted('bob')]))).toEqual(['bob']);
    expect(sidesDone(fold([sent, canceled('bob')]))).toEqual(['ann', 'bob']);
    expect(sidesDone(fold([]))).toEqual([]);
  });
});

describe('notices and badge rules', () => {
  const link = `/challenges/active?challenge_id=${id}`;
  it('tells the receiver, the sender, the other side and the expired sides', () => {
    expect(userChallengeNotices.UserChallengeSent(sent as never)).toEqual([
      expect.objectContaining({ userId: 'bob', key: 'challenge_received', actorId: 'ann', link, email: 'email_challenges' }),
    ]);
    expect(userChallengeNotices.UserChallengeAccepted(accepted as never)[0]).toMatchObject({ userId: 'ann', actorId: 'bob' });
    expect(userChallengeNotices.UserChallengeSideCompleted(sideCompleted('bob') as never)[0]).toMatchObject({
      userId: 'ann',
      actorId: 'bob',
      key: 'challenge_completed',
      message: '{actor} completed the challenge: Walk 10,000 steps',
    });
    expect(userChallengeNotices.UserChallengeExpired(expired(['ann']) as never).map((n) => n.userId)).toEqual(['ann']);
  });
  it('counts sends for the sender and completions for each side', () => {
    expect(userChallengeBadgeRules.UserChallengeSent[0].counts(sent as never)).toEqual([
      { userId: 'ann', siteId: 's-1', year: 2026, amount: 1 },
    ]);
    expect(userChallengeBadgeRules.UserChallengeSideCompleted[0].counts(sideCompleted('bob') as never)).toEqual([
      { userId: 'bob', siteId: 's-1', year: 2026, amount: 1 },
    ]);
  });
});
