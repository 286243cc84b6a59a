import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import type { TakeChallengeSlot } from './commands.js';
import { userChallengeMessages as m } from './errors.js';
import type { ChallengeSlotEvent } from './events.js';
import { initialState as noChallenge, userChallengeDecider, type UserChallengeState } from './decider.js';
import { challengeSlotsDecider, ORPHAN_SLOT_GRACE_MS, slotLeftBehind } from './slots.js';

const spec = specFor(challengeSlotsDecider);
const now = '2026-11-21T00:00:00.000Z';
const later = '2026-11-24T00:00:00.000Z';
const take = (userChallengeId: string, side: 'sender' | 'receiver' = 'sender'): TakeChallengeSlot => ({
  type: 'TakeChallengeSlot',
  userId: 'ann',
  siteId: 's-1',
  userChallengeId,
  expiresAt: later,
  now,
  side,
});
const taken = (userChallengeId: string, expiresAt = later): ChallengeSlotEvent => ({
  type: 'ChallengeSlotTaken',
  data: { userId: 'ann', siteId: 's-1', userChallengeId, expiresAt },
});
const released = (userChallengeId: string): ChallengeSlotEvent => ({
  type: 'ChallengeSlotReleased',
  data: { userId: 'ann', siteId: 's-1', userChallengeId },
});
const release = (userChallengeId: string) => ({ type: 'ReleaseChallengeSlot' as const, userId: 'ann', siteId: 's-1', userChallengeId });
const four = ['a', 'b', 'c', 'd'].map((id) => taken(id));

describe('TakeChallengeSlot (at most 5 active challenges)', () => {
  it('takes a slot while fewer than 5 are held', () => {
    spec(four)
      .when(take('e'))
      .then([taken('e')]);
  });
  it('refuses a sixth, naming whose list is full', () => {
    spec([...four, taken('e')])
      .when(take('f'))
      .thenRejects('too_many_active_challenges', m.senderFull);
    spec([...four, taken('e')])
      .when(take('f', 'receiver'))
      .thenRejects('too_many_active_challenges', m.receiverFull);
  });
  it('counts released slots free again', () => {
    spec([...four, taken('e'), released('a')])
      .when(take('f'))
      .then([taken('f')]);
  });
  it('counts slots past their expiry as free (a slot a crash left behind frees itself)', () => {
    spec([...four, taken('e', now)])
      .when(take('f'))
      .then([taken('f')]);
  });
  it('takes a slot once, and never again after its release', () => {
    spec([taken('a')])
      .when(take('a'))
      .then([]);
    spec([taken('a'), released('a')])
      .when(take('a'))
      .then([]);
  });
});

describe('ReleaseChallengeSlot', () => {
  it('releases a held slot once', () => {
    spec([taken('a')])
      .when(release('a'))
      .then([released('a')]);
    spec([taken('a'), released('a')])
      .when(release('a'))
      .then([]);
    spec([]).when(release('a')).then([]);
  });
});

describe('slotLeftBehind (a slot nobody gave back)', () => {
  const sent = userChallengeDecider.evolve(noChallenge(), {
    type: 'UserChallengeSent',
    data: {
      userChallengeId: 'a',
      siteId: 's-1',
      senderId: 'ann',
      receiverId: 'bob',
      challengeName: 'Walk',
      challengeId: 'c-1',
      sentAt: now,
      expiresAt: later,
      sentOn: '2026-11-21',
    },
  });
  const facts = { userChallengeId: 'a', siteId: 's-1', senderId: 'ann', receiverId: 'bob', challengeName: 'Walk' };
  const canceled: UserChallengeState = userChallengeDecider.evolve(sent, {
    type: 'UserChallengeCanceled',
    data: { ...facts, canceledBy: 'bob', canceledAt: now },
  });
  const annDone: UserChallengeState = userChallengeDecider.evolve(
    userChallengeDecider.evolve(sent, { type: 'UserChallengeAccepted', data: { ...facts, acceptedAt: now } }),
    { type: 'UserChallengeSideCompleted', data: { ...facts, userId: 'ann', completedAt: now, completedOn: '2026-11-21' } },
  );
  const takenAt = new Date(now);
  const after = (ms: number) => new Date(takenAt.getTime() + ms);

  it('lets go of a slot whose challenge was never sent, once no send can still be under way', () => {
    expect(slotLeftBehind(noChallenge(), 'ann', takenAt, after(ORPHAN_SLOT_GRACE_MS + 1))).toBe(true);
    expect(slotLeftBehind(noChallenge(), 'ann', takenAt, after(1000))).toBe(false);
  });
  it('lets go of a slot whose side is done with its challenge, and keeps the slots of open ones', () => {
    expect(slotLeftBehind(canceled, 'ann', takenAt, after(0))).toBe(true);
    expect(slotLeftBehind(annDone, 'ann', takenAt, after(0))).toBe(true);
    expect(slotLeftBehind(annDone, 'bob', takenAt, after(0))).toBe(false);
    expect(slotLeftBehind(sent, 'ann', takenAt, after(ORPHAN_SLOT_GRACE_MS + 1))).toBe(false);
  });
});
