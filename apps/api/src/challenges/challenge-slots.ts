import { Inject, Injectable } from '@nestjs/common';
import {
  challengeSlots,
  challengeSlotsStream,
  deterministicId,
  DomainError,
  userChallenges,
  userChallengeStream,
  type ChallengeSlotCommand,
  type ChallengeSlotTaken,
} from '@wellway/domain';
import { aggregateStream, type EventStore, type MetadataInput } from '@wellway/event-store';
import { CommandRunner } from '../infrastructure/command-runner.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';

/**
 * Enough rounds for a burst on one person's slots stream: each round one writer wins, so twenty
 * sends at once settle within twenty rounds (exactly five succeed, the rest are refused).
 */
const SLOT_ATTEMPTS = 32;

type TakeSlot = Omit<Extract<ChallengeSlotCommand, { type: 'TakeChallengeSlot' }>, 'type'>;

/** A person's active-challenge slots (the 5-active rule, domain challenges/slots.ts). */
@Injectable()
export class ChallengeSlots {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Takes a slot; a person refused as full first gets back the slots nobody gave back (a crash
   * between steps, a release job that never ran), so only their open challenges count.
   */
  async take(command: TakeSlot, by: MetadataInput) {
    try {
      return await this.run({ type: 'TakeChallengeSlot', ...command }, by);
    } catch (error) {
      const full = error instanceof DomainError && error.code === 'too_many_active_challenges';
      if (!full || (await this.reclaim(command, by)) === 0) throw error;
      return this.run({ type: 'TakeChallengeSlot', ...command }, by);
    }
  }

  /** Idempotent: a slot not held (never taken, already released) releases nothing. */
  release(userId: string, siteId: string, userChallengeId: string, by: MetadataInput) {
    return this.run({ type: 'ReleaseChallengeSlot', userId, siteId, userChallengeId }, by);
  }

  /** Releases the person's held slots that `slotLeftBehind` says no challenge needs; how many. */
  private async reclaim({ userId, siteId, now }: TakeSlot, by: MetadataInput): Promise<number> {
    const slots = await aggregateStream(this.store, challengeSlotsStream(userId), challengeSlots.challengeSlotsDecider);
    const takenAt = new Map(
      slots.events
        .filter((event) => event.type === 'ChallengeSlotTaken')
        .map((event) => [(event.data as ChallengeSlotTaken['data']).userChallengeId, event.createdAt] as const),
    );
    const held = [...slots.state.held].filter(([, expiresAt]) => Date.parse(expiresAt) > Date.parse(now));
    const wallClock = new Date();
    const stale = await Promise.all(
      held.map(async ([userChallengeId]) => {
        const challenge = await aggregateStream(this.store, userChallengeStream(userChallengeId), userChallenges.userChallengeDecider);
        const taken = takenAt.get(userChallengeId) ?? wallClock;
        return challengeSlots.slotLeftBehind(challenge.state, userId, taken, wallClock) ? userChallengeId : null;
      }),
    );
    const ids = stale.filter((id): id is string => id !== null);
    for (const id of ids) await this.release(userId, siteId, id, by);
    return ids.length;
  }

  private run(command: ChallengeSlotCommand, by: MetadataInput) {
    return this.commands.run(challengeSlotsStream(command.userId), challengeSlots.challengeSlotsDecider, command, by, {
      maxAttempts: SLOT_ATTEMPTS,
      // Deterministic: the release worker and the API releasing the same slot store it once.
      eventId: (event) => deterministicId(event.type, command.userId, command.userChallengeId),
    });
  }
}
