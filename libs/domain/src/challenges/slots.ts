import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { ChallengeSlotCommand, ReleaseChallengeSlot, TakeChallengeSlot } from './commands.js';
import { MAX_ACTIVE_CHALLENGES, userChallengeMessages as m } from './errors.js';
import type { ChallengeSlotEvent } from './events.js';
import { sidesDone, type UserChallengeState } from './decider.js';

/**
 * One stream per person holding their active challenges: the 5-active rule is decided on it, and
 * the append's expected revision makes concurrent sends take turns, so no burst can exceed it.
 */
export const challengeSlotsStream = (userId: string): string => `challenge_slots-${userId}`;

export interface ChallengeSlotsState {
  /** Held slots: user challenge id → when it expires (a slot lapses then). */
  readonly held: ReadonlyMap<string, string>;
  /** Released once: never taken again (a retried send after a release). */
  readonly released: ReadonlySet<string>;
}

export const initialState = (): ChallengeSlotsState => ({ held: new Map(), released: new Set() });

export function evolve(state: ChallengeSlotsState, event: ChallengeSlotEvent): ChallengeSlotsState {
  switch (event.type) {
    case 'ChallengeSlotTaken':
      return { ...state, held: new Map(state.held).set(event.data.userChallengeId, event.data.expiresAt) };
    case 'ChallengeSlotReleased': {
      const held = new Map(state.held);
      held.delete(event.data.userChallengeId);
      return { held, released: new Set(state.released).add(event.data.userChallengeId) };
    }
    default:
      return assertNever(event);
  }
}

/** Slots still held at `now`. */
export const activeSlots = (state: ChallengeSlotsState, now: string): number =>
  [...state.held.values()].filter((expiresAt) => Date.parse(expiresAt) > Date.parse(now)).length;

/**
 * How long a slot may be held for a challenge that was never sent: longer than any send takes
 * between taking its slots and appending the challenge, so only a send that crashed is let go.
 */
export const ORPHAN_SLOT_GRACE_MS = 5 * 60 * 1000;

/**
 * Whether a held slot is no longer needed though nobody gave it back: the challenge was never
 * sent (a crash between the slot and the send, `takenAt` long ago), or this side is done with
 * it (a crash before the release and a release job that never ran). Checked when a person is
 * refused as full, so such a slot never blocks them until its expiry.
 */
export function slotLeftBehind(challenge: UserChallengeState, userId: string, takenAt: Date, wallClock: Date): boolean {
  if (challenge.status === 'none') return wallClock.getTime() - takenAt.getTime() > ORPHAN_SLOT_GRACE_MS;
  return sidesDone(challenge).includes(userId);
}

function take(command: TakeChallengeSlot, state: ChallengeSlotsState): ChallengeSlotEvent[] {
  const { userId, siteId, userChallengeId, expiresAt, now } = command;
  if (state.held.has(userChallengeId) || state.released.has(userChallengeId)) return [];
  if (activeSlots(state, now) >= MAX_ACTIVE_CHALLENGES) {
    const message = command.side === 'sender' ? m.senderFull : m.receiverFull;
    throw new DomainError('validation', 'too_many_active_challenges', message);
  }
  return [{ type: 'ChallengeSlotTaken', data: { userId, siteId, userChallengeId, expiresAt } }];
}

function release(command: ReleaseChallengeSlot, state: ChallengeSlotsState): ChallengeSlotEvent[] {
  if (!state.held.has(command.userChallengeId)) return [];
  const { userId, siteId, userChallengeId } = command;
  return [{ type: 'ChallengeSlotReleased', data: { userId, siteId, userChallengeId } }];
}

export function decide(command: ChallengeSlotCommand, state: ChallengeSlotsState): ChallengeSlotEvent[] {
  switch (command.type) {
    case 'TakeChallengeSlot':
      return take(command, state);
    case 'ReleaseChallengeSlot':
      return release(command, state);
    default:
      return assertNever(command);
  }
}

export const challengeSlotsDecider: Decider<ChallengeSlotCommand, ChallengeSlotEvent, ChallengeSlotsState> = {
  decide,
  evolve,
  initialState,
};
